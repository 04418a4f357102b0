import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, useSession } from '@book/core';
import ManageBooks from './ManageBooks';
import { renderAdmin } from '../../testing/render';
import { book, user as mkUser } from '../../testing/fixtures';
import { fakeCatalogue, update } from './manage-books-fakes';

jest.mock('@book/core', () => jest.requireActual('../../testing/fake-core').fakeCore());

beforeEach(fakeCatalogue);

describe('a session that ends mid-edit (a 401 sends the administrator to /login and back)', () => {
  const signInAs = (id: string) =>
    useSession.setState({ token: 't', user: mkUser({ _id: id, role: 'admin' }), status: 'authenticated' });
  // The screen as the administrator arrives on it (after signing in again): a fresh mount.
  const arrive = () => renderAdmin(<ManageBooks />, { route: '/admin/books' });
  beforeEach(() => signInAs('admin1'));

  it('opens the form again with what was typed, a new book or the edit of one, until it is cancelled or saved', async () => {
    const user = userEvent.setup();
    let screenNow = arrive();
    await screen.findByText('A Wizard of Earthsea');
    await user.click(screen.getByRole('button', { name: 'Add Book' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Book' });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Half-written');
    await user.type(within(dialog).getByLabelText('Description'), 'A long description the admin typed');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Classic' }));
    screenNow.unmount();

    screenNow = arrive();
    const again = await screen.findByRole('dialog', { name: 'Add New Book' });
    expect(within(again).getByLabelText(/^Title/)).toHaveValue('Half-written');
    expect(within(again).getByLabelText('Description')).toHaveValue('A long description the admin typed');
    expect(await within(again).findByRole('checkbox', { name: 'Classic' })).toBeChecked();
    // Cancelled: forgotten.
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    screenNow.unmount();
    screenNow = arrive();
    await screen.findByText('A Wizard of Earthsea');
    expect(screen.queryByRole('dialog')).toBeNull();

    // The edit of a book, kept the same way, and forgotten once saved.
    await user.click(screen.getByRole('button', { name: 'Edit A Wizard of Earthsea' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Book' });
    await user.clear(within(edit).getByLabelText(/^Title/));
    await user.type(within(edit).getByLabelText(/^Title/), 'Earthsea, revised');
    screenNow.unmount();
    screenNow = arrive();
    const editAgain = await screen.findByRole('dialog', { name: 'Edit Book' });
    expect(within(editAgain).getByLabelText(/^Title/)).toHaveValue('Earthsea, revised');
    expect(within(editAgain).getByLabelText('Cover Image URL')).toHaveValue('https://images.example.com/earthsea.jpg');
    update.mockResolvedValue(book({ title: 'Earthsea, revised' }));
    await user.click(within(editAgain).getByRole('button', { name: 'Update Book' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Book updated successfully'));
    expect(update).toHaveBeenCalledWith('b1', expect.objectContaining({ title: 'Earthsea, revised' }));
    screenNow.unmount();
    arrive();
    await screen.findByText('A Wizard of Earthsea');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("never shows one administrator's draft to another signing in on the tab", async () => {
    const user = userEvent.setup();
    const first = arrive();
    await user.click(await screen.findByRole('button', { name: 'Add Book' }));
    await user.type(
      within(await screen.findByRole('dialog', { name: 'Add New Book' })).getByLabelText(/^Title/),
      'Mine only',
    );
    first.unmount();
    signInAs('admin2');
    arrive();
    await screen.findByText('A Wizard of Earthsea');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
