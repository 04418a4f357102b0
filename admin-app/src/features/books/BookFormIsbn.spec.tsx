import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, toast } from '@book/core';
import { ISBN_INVALID } from '@book/rules';
import ManageBooks from './ManageBooks';
import { pickAuthor, renderAdmin } from '../../testing/render';
import { book, page } from '../../testing/fixtures';
import { create, fakeCatalogue, list, openCreateForm, update } from './manage-books-fakes';

jest.mock('@book/core', () => jest.requireActual('../../testing/fake-core').fakeCore());

beforeEach(fakeCatalogue);

describe('Book form ISBN', () => {
  async function fillRequired(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
    await user.type(within(dialog).getByLabelText(/^Title/), 'Dune');
    await pickAuthor(user, dialog, 'Frank Herbert');
    await user.click(within(dialog).getByRole('button', { name: 'Image URL' }));
    await user.type(within(dialog).getByLabelText('Cover Image URL'), 'https://img.example.com/dune.jpg');
  }

  it('refuses an ISBN with a wrong check digit before calling the server', async () => {
    const { user, dialog } = await openCreateForm();
    await fillRequired(user, dialog);
    await user.type(within(dialog).getByLabelText('ISBN'), '978-0-441-17271-8');
    await user.click(within(dialog).getByRole('button', { name: 'Create Book' }));
    expect(await within(dialog).findByText(ISBN_INVALID)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('ISBN')).toHaveAttribute('aria-invalid', 'true');
    expect(create).not.toHaveBeenCalled();
  });

  it('sends a valid ISBN as typed (the server normalises it)', async () => {
    create.mockResolvedValue(book());
    const { user, dialog } = await openCreateForm();
    await fillRequired(user, dialog);
    await user.type(within(dialog).getByLabelText('ISBN'), '0-441-17271-7');
    await user.click(within(dialog).getByRole('button', { name: 'Create Book' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Book created successfully'));
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ title: 'Dune', isbn: '0-441-17271-7' }));
  });

  it("shows the server's 409 at the ISBN field and in the toast, keeping the modal open", async () => {
    create.mockRejectedValue(new ApiError(409, 'A book with this ISBN already exists', undefined, true));
    const { user, dialog } = await openCreateForm();
    await fillRequired(user, dialog);
    await user.type(within(dialog).getByLabelText('ISBN'), '9780441172719');
    await user.click(within(dialog).getByRole('button', { name: 'Create Book' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('A book with this ISBN already exists'));
    expect(within(dialog).getByText('A book with this ISBN already exists')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('ISBN')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Add New Book' })).toBeInTheDocument();
  });

  it("shows the server's 400 for the ISBN at the field", async () => {
    create.mockRejectedValue(
      new ApiError(400, 'Validation failed', { isbn: ['ISBN must be a valid ISBN-10 or ISBN-13'] }, true),
    );
    const { user, dialog } = await openCreateForm();
    await fillRequired(user, dialog);
    await user.type(within(dialog).getByLabelText('ISBN'), '9780441172719');
    await user.click(within(dialog).getByRole('button', { name: 'Create Book' }));
    expect(await within(dialog).findByText('ISBN must be a valid ISBN-10 or ISBN-13')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Validation failed');
  });

  it('edits the ISBN of a book; clearing it sends null', async () => {
    update.mockResolvedValue(book());
    list.mockResolvedValue(page([book({ isbn: '9780441172719' })]));
    const user = userEvent.setup();
    renderAdmin(<ManageBooks />, { route: '/admin/books' });
    await user.click(await screen.findByRole('button', { name: 'Edit A Wizard of Earthsea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Book' });
    expect(within(dialog).getByLabelText('ISBN')).toHaveValue('9780441172719');
    await user.clear(within(dialog).getByLabelText('ISBN'));
    await user.click(within(dialog).getByRole('button', { name: 'Update Book' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('b1', expect.objectContaining({ isbn: null })));
  });
});
