import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, useSession } from '@book/core';
import { renderPage, signedInWithToasts } from '../../testing/render';
import { DeleteAccountSection } from './DeleteAccountSection';

jest.setTimeout(30000);

const toasts = signedInWithToasts();

const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  return screen.getByRole('dialog', { name: 'Delete your account?' });
};

describe('Delete my account', () => {
  it('points to the JSON export first and asks for confirmation before anything happens', async () => {
    const user = userEvent.setup();
    const remove = jest.spyOn(api.auth, 'deleteAccount');
    renderPage(<DeleteAccountSection />, { route: '/profile' });
    expect(screen.getByRole('link', { name: 'Import & export' })).toHaveAttribute('href', '/reading-list/import');
    const dialog = await openDialog(user);
    expect(within(dialog).getByLabelText(/^Current password/)).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
  });

  it('needs the current password, and shows the server’s verdict on a wrong one', async () => {
    const user = userEvent.setup();
    const remove = jest
      .spyOn(api.auth, 'deleteAccount')
      .mockRejectedValue(new ApiError(400, 'Current password is incorrect', undefined, true));
    renderPage(<DeleteAccountSection />, { route: '/profile' });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByLabelText(/^Current password/)).toHaveAccessibleDescription(
      'Enter your current password to delete your account',
    );
    expect(remove).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/^Current password/), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(remove).toHaveBeenCalledWith('wrong-one');
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Current password is incorrect'));
    expect(within(dialog).getByLabelText(/^Current password/)).toHaveAccessibleDescription(
      'Current password is incorrect',
    );
    expect(useSession.getState().token).toBe('test-token');
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
  });

  it('deletes the account with the password, clears the session and lands on the home page with a toast', async () => {
    const user = userEvent.setup();
    const remove = jest.spyOn(api.auth, 'deleteAccount').mockResolvedValue(null);
    renderPage(<DeleteAccountSection />, { route: '/profile' });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/^Current password/), 'user123{Enter}');
    expect(remove).toHaveBeenCalledWith('user123');
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Your account has been deleted'));
    expect(useSession.getState()).toMatchObject({ token: null, user: null, status: 'anonymous' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
