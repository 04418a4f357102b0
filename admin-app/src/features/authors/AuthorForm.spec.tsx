import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, toast, useSession } from '@book/core';
import ManageAuthors from './ManageAuthors';
import { renderAdmin } from '../../testing/render';
import { author, pngFile, user as mkUser } from '../../testing/fixtures';
import { create, fakeAuthors, list, update, upload } from './manage-authors-fakes';

jest.mock('@book/core', () => jest.requireActual('../../testing/fake-core').fakeCore());

beforeEach(fakeAuthors);

describe('Manage Authors', () => {
  it('requires a name', async () => {
    const user = userEvent.setup();
    renderAdmin(<ManageAuthors />, { route: '/admin/authors' });
    await user.click(await screen.findByRole('button', { name: 'Add Author' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Author' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Author' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('uploads the chosen image first and saves even when that upload fails', async () => {
    const user = userEvent.setup();
    upload.mockRejectedValue(new ApiError(500, 'disk full', undefined, true));
    create.mockResolvedValue(author());
    renderAdmin(<ManageAuthors />, { route: '/admin/authors' });
    await user.click(await screen.findByRole('button', { name: 'Add Author' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Author' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Octavia Butler');
    await user.upload(within(dialog).getByLabelText('Profile Image'), pngFile());
    await user.type(within(dialog).getByLabelText('Nationality'), 'American');
    await user.type(within(dialog).getByLabelText('Birth Date'), '1947-06-22');
    await user.type(within(dialog).getByLabelText('Biography'), 'Kindred.');
    await user.click(within(dialog).getByRole('button', { name: 'Create Author' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Author created successfully'));
    expect(toast.error).toHaveBeenCalledWith('Failed to upload image');
    expect(upload.mock.invocationCallOrder[0]).toBeLessThan(create.mock.invocationCallOrder[0]);
    expect(create).toHaveBeenCalledWith({
      name: 'Octavia Butler',
      nationality: 'American',
      biography: 'Kindred.',
      birthDate: '1947-06-22',
      avatar: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it('saves with the uploaded image URL', async () => {
    const user = userEvent.setup();
    upload.mockResolvedValue({ data: { url: '/api/uploads/ffff.png' } });
    update.mockResolvedValue(author());
    renderAdmin(<ManageAuthors />, { route: '/admin/authors' });
    await user.click(await screen.findByRole('button', { name: 'Edit Ursula K. Le Guin' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Author' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Ursula K. Le Guin');
    expect(within(dialog).getByLabelText('Birth Date')).toHaveValue('1929-10-21');
    await user.upload(within(dialog).getByLabelText('Profile Image'), pngFile());
    await user.click(within(dialog).getByRole('button', { name: 'Update Author' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Author updated successfully'));
    expect(toast.success).toHaveBeenCalledWith('Image uploaded successfully');
    expect(update).toHaveBeenCalledWith('a1', expect.objectContaining({ avatar: '/api/uploads/ffff.png' }));
  });

  it('opens an author with an http avatar in Image URL mode, previewing it', async () => {
    const user = userEvent.setup();
    renderAdmin(<ManageAuthors />, { route: '/admin/authors' });
    await user.click(await screen.findByRole('button', { name: 'Edit Chinua Achebe' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Author' });
    expect(within(dialog).getByRole('button', { name: 'Image URL' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByAltText('Profile Image preview')).toHaveAttribute(
      'src',
      'https://img.example.com/achebe.jpg',
    );
    // Removing a foreign image never calls the server; the field is cleared.
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(api.upload.remove).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Profile Image URL')).toHaveValue('');
  });

  it('reports a save failure with the fallback text', async () => {
    const user = userEvent.setup();
    update.mockRejectedValue(new ApiError(0, 'Network error'));
    renderAdmin(<ManageAuthors />, { route: '/admin/authors' });
    await user.click(await screen.findByRole('button', { name: 'Edit Ursula K. Le Guin' }));
    await user.click(screen.getByRole('button', { name: 'Update Author' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to save author'));
    expect(screen.getByRole('dialog', { name: 'Edit Author' })).toBeInTheDocument();
  });
});

describe('a session that ends mid-edit (a 401 sends the administrator to /login and back)', () => {
  it("opens the author's form again with the biography being written and the image's address, until it is cancelled", async () => {
    useSession.setState({ token: 't', user: mkUser({ _id: 'admin1', role: 'admin' }), status: 'authenticated' });
    const user = userEvent.setup();
    const arrive = () => renderAdmin(<ManageAuthors />, { route: '/admin/authors' });
    let screenNow = arrive();
    await user.click(await screen.findByRole('button', { name: 'Edit Chinua Achebe' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Author' });
    await user.clear(within(dialog).getByLabelText('Biography'));
    await user.type(within(dialog).getByLabelText('Biography'), 'Half of a long biography');
    screenNow.unmount();

    screenNow = arrive();
    const again = await screen.findByRole('dialog', { name: 'Edit Author' });
    expect(within(again).getByLabelText(/^Name/)).toHaveValue('Chinua Achebe');
    expect(within(again).getByLabelText('Biography')).toHaveValue('Half of a long biography');
    expect(within(again).getByLabelText('Profile Image URL')).toHaveValue('https://img.example.com/achebe.jpg');
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    screenNow.unmount();
    arrive();
    await screen.findByRole('button', { name: 'Edit Chinua Achebe' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
