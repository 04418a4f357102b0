import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@book/core';
import ManageBooks from './ManageBooks';
import { renderAdmin } from '../../testing/render';
import { book, page } from '../../testing/fixtures';
import { bookFormDefaults, toBookPayload } from './book-form';
import { fakeCatalogue, list, openCreateForm, update } from './manage-books-fakes';

jest.mock('@book/core', () => jest.requireActual('../../testing/fake-core').fakeCore());
jest.setTimeout(20000);

/** Earthsea as its paperback edition, with both forms of its ISBN kept. */
const paperback = {
  ...book(),
  work: 'w1',
  workPrimary: true,
  format: 'paperback' as const,
  isbn: '9780553383041',
  isbn10: '0553383043',
  isbn13: '9780553383041',
};

beforeEach(() => {
  fakeCatalogue();
  list.mockResolvedValue(page([paperback, { ...book({ _id: 'b2', title: 'Dune Draft', status: 'draft' }) }]));
});

describe('Editions in Manage Books', () => {
  it("lists every edition, each with its format when known, and offers to group a book's editions", async () => {
    const user = userEvent.setup();
    renderAdmin(<ManageBooks />, { route: '/admin/books' });
    const row = (await screen.findByText('A Wizard of Earthsea')).closest('tr')!;
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ editions: 'all' }), expect.anything());
    expect(within(row).getByTestId('admin-book-format')).toHaveTextContent('Paperback');
    const draft = screen.getByText('Dune Draft').closest('tr')!;
    expect(within(draft).queryByTestId('admin-book-format')).not.toBeInTheDocument();
    const group = within(row).getByRole('link', { name: 'Group editions of A Wizard of Earthsea with another book' });
    await user.click(group);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/merges/editions');
  });
});

describe("The book form's edition fields", () => {
  it('offers the formats, None first; the chosen one goes with a new book', async () => {
    const { user, dialog } = await openCreateForm();
    const format = within(dialog).getByRole('combobox', { name: 'Format' });
    expect(format).toHaveValue('');
    expect(
      within(format)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['None', 'Hardcover', 'Paperback', 'Ebook', 'Audiobook']);
    // A new book has no stored ISBNs to show.
    expect(within(dialog).queryByRole('definition')).not.toBeInTheDocument();
    await user.selectOptions(format, 'audiobook');
    expect(toBookPayload({ ...bookFormDefaults(), format: 'audiobook' }, '/c.png').format).toBe('audiobook');
  });

  it("shows an edited book's format and its ISBN-10 and ISBN-13 read-only, and clears the format with None", async () => {
    const user = userEvent.setup();
    update.mockResolvedValue(paperback);
    renderAdmin(<ManageBooks />, { route: '/admin/books' });
    await user.click(await screen.findByRole('button', { name: 'Edit A Wizard of Earthsea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Book' });
    const format = within(dialog).getByRole('combobox', { name: 'Format' });
    expect(format).toHaveValue('paperback');
    const stored = within(dialog).getByLabelText('Stored ISBNs');
    expect(stored).toHaveTextContent('ISBN-10' + '0553383043' + 'ISBN-13' + '9780553383041');
    expect(within(stored).queryByRole('textbox')).not.toBeInTheDocument();
    await user.selectOptions(format, '');
    await user.click(within(dialog).getByRole('button', { name: 'Update Book' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Book updated successfully'));
    expect(update).toHaveBeenCalledWith('b1', expect.objectContaining({ format: null }));
  });

  it('says "Not set" for a form of the ISBN the book does not have', async () => {
    const user = userEvent.setup();
    list.mockResolvedValue(page([{ ...paperback, isbn10: null, isbn13: '9791032300824' }]));
    renderAdmin(<ManageBooks />, { route: '/admin/books' });
    await user.click(await screen.findByRole('button', { name: 'Edit A Wizard of Earthsea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Book' });
    expect(within(dialog).getByLabelText('Stored ISBNs')).toHaveTextContent('ISBN-10Not setISBN-13' + '9791032300824');
  });
});
