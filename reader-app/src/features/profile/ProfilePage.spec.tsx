import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, useSession } from '@book/core';
import { NEW_PASSWORD_TOO_SHORT, USERNAME_REQUIRED } from '@book/rules';
import { NEW_PASSWORDS_DO_NOT_MATCH } from '@book/shared-ui';
import { makeUser } from '../../testing/fixtures';
import { renderPage, signInAs, silenceToasts } from '../../testing/render';
import ProfilePage from './ProfilePage';

let success: jest.SpyInstance;
let failure: jest.SpyInstance;
const me = makeUser();

jest.setTimeout(30000);

beforeEach(() => {
  signInAs(me);
  ({ success, failure } = silenceToasts());
  jest
    .spyOn(api.followRequests, 'list')
    .mockResolvedValue({ items: [], meta: { total: 0, page: 1, limit: 20, hasMore: false } });
});
afterEach(() => jest.restoreAllMocks());

describe('Profile', () => {
  it('starts in view mode with activity counters fixed at 0', () => {
    renderPage(<ProfilePage />);
    expect(screen.getByTestId('profile-username')).toHaveTextContent('reader1');
    expect(screen.getByTestId('profile-email')).toHaveTextContent('reader1@example.com');
    expect(screen.getByTestId('profile-bio')).toHaveTextContent('I read a lot.');
    for (const label of ['Reviews', 'Books Read', 'Reading List'])
      expect(screen.getByText(label).previousSibling as HTMLElement).toHaveTextContent('0');
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('edit mode requires username and email, counts the bio, saves and updates the session', async () => {
    const user = userEvent.setup();
    const saved = makeUser({ username: 'rita', bio: 'New bio' });
    const update = jest.spyOn(api.auth, 'updateProfile').mockResolvedValue(saved);
    renderPage(<ProfilePage />);
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByText('13/500')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Username/));
    await user.clear(screen.getByLabelText(/^Email/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(USERNAME_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveAccessibleDescription(USERNAME_REQUIRED);
    expect(update).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Username/), 'rita');
    await user.type(screen.getByLabelText(/^Email/), 'reader1@example.com');
    await user.clear(screen.getByLabelText('Bio'));
    await user.type(screen.getByLabelText('Bio'), 'New bio');
    expect(screen.getByText('7/500')).toBeInTheDocument();
    expect(screen.getByLabelText('Bio')).toHaveAttribute('maxLength', '500');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(update).toHaveBeenCalledWith({
      username: 'rita',
      email: 'reader1@example.com',
      firstName: 'Rita',
      lastName: 'Reader',
      bio: 'New bio',
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Profile updated successfully!'));
    expect(useSession.getState().user?.username).toBe('rita');
    expect(screen.getByTestId('profile-bio')).toHaveTextContent('New bio');
  });

  it("a new email asks for the current password and shows the server's verdict on it", async () => {
    const user = userEvent.setup();
    const update = jest
      .spyOn(api.auth, 'updateProfile')
      .mockRejectedValueOnce(
        new ApiError(
          400,
          'Current password is incorrect',
          { currentPassword: ['Current password is incorrect'] },
          true,
        ),
      )
      .mockResolvedValueOnce(makeUser({ email: 'new@example.com' }));
    renderPage(<ProfilePage />);
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.queryByLabelText(/^Current Password/)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Enter your current password to change your email')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Current Password/), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Current password is incorrect'));
    expect(screen.getByLabelText(/^Current Password/)).toHaveAccessibleDescription(/Current password is incorrect/);
    expect(useSession.getState().token).not.toBeNull(); // a wrong password is not a sign-out

    await user.clear(screen.getByLabelText(/^Current Password/));
    await user.type(screen.getByLabelText(/^Current Password/), 'right-one');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Profile updated successfully!'));
    expect(update).toHaveBeenLastCalledWith(
      expect.objectContaining({ email: 'new@example.com', currentPassword: 'right-one' }),
    );
  });

  it('shows the server message or "Profile update failed"', async () => {
    const user = userEvent.setup();
    jest
      .spyOn(api.auth, 'updateProfile')
      .mockRejectedValueOnce(new ApiError(409, 'Username already taken', undefined, true))
      .mockRejectedValueOnce(new ApiError(0, 'x'));
    renderPage(<ProfilePage />);
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Username already taken'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Profile update failed'));
    expect(screen.getByRole('form', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('change-password mode validates length and confirmation, then changes the password', async () => {
    const user = userEvent.setup();
    const change = jest.spyOn(api.auth, 'changePassword').mockResolvedValue({ token: 'renewed-token' });
    renderPage(<ProfilePage />);
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByRole('form', { name: 'Change Password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current Password'), 'old-pass');
    await user.type(screen.getByLabelText('New Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm New Password'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(NEW_PASSWORD_TOO_SHORT)).toBeInTheDocument();
    expect(screen.getByText(NEW_PASSWORDS_DO_NOT_MATCH)).toBeInTheDocument();
    expect(change).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'brand-new');
    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.type(screen.getByLabelText('Confirm New Password'), 'brand-new');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(change).toHaveBeenCalledWith('old-pass', 'brand-new');
    await waitFor(() => expect(success).toHaveBeenCalledWith('Password changed successfully!'));
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    // The server ended the other sessions; this one goes on with the token it returned.
    expect(useSession.getState().token).toBe('renewed-token');
  });

  it('toasts "Password change failed" without a server message', async () => {
    const user = userEvent.setup();
    jest.spyOn(api.auth, 'changePassword').mockRejectedValue(new ApiError(0, 'x'));
    renderPage(<ProfilePage />);
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await user.type(screen.getByLabelText('Current Password'), 'old-pass');
    await user.type(screen.getByLabelText('New Password'), 'brand-new');
    await user.type(screen.getByLabelText('Confirm New Password'), 'brand-new');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Password change failed'));
  });

  it('refuses non-images and images over 5MB, uploads others and removes the avatar', async () => {
    const user = userEvent.setup();
    const upload = jest
      .spyOn(api.upload, 'image')
      .mockResolvedValue({ imageUrl: '/api/uploads/me.png', url: '/api/uploads/me.png', publicId: 'me' });
    const setAvatar = jest.spyOn(api.auth, 'updateAvatar').mockImplementation(async (avatar) => makeUser({ avatar }));
    renderPage(<ProfilePage />);
    const input = screen.getByLabelText('Upload profile picture');

    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(failure).toHaveBeenCalledWith('Please select an image file');
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(failure).toHaveBeenCalledWith('Image size must be less than 5MB');
    expect(upload).not.toHaveBeenCalled();

    const ok = new File(['png'], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [ok] } });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Profile picture updated successfully!'));
    expect(upload).toHaveBeenCalledWith(ok);
    expect(setAvatar).toHaveBeenCalledWith('/api/uploads/me.png');
    expect(useSession.getState().user?.avatar).toBe('/api/uploads/me.png');

    await user.click(await screen.findByRole('button', { name: 'Remove Photo' }));
    expect(setAvatar).toHaveBeenLastCalledWith('');
    await waitFor(() => expect(useSession.getState().user?.avatar).toBe(''));
    expect(screen.getByRole('button', { name: 'Upload Photo' })).toBeInTheDocument();
  });

  it('toasts "Failed to remove image" when removing the avatar fails', async () => {
    const user = userEvent.setup();
    useSession.getState().setUser(makeUser({ avatar: '/api/uploads/me.png' }));
    jest.spyOn(api.auth, 'updateAvatar').mockRejectedValue(new ApiError(0, 'x'));
    renderPage(<ProfilePage />);
    await user.click(await screen.findByRole('button', { name: 'Remove Photo' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Failed to remove image'));
    expect(useSession.getState().user?.avatar).toBe('/api/uploads/me.png');
  });

  it('toasts "Avatar update failed" when the upload fails', async () => {
    jest.spyOn(api.upload, 'image').mockRejectedValue(new ApiError(0, 'x'));
    renderPage(<ProfilePage />);
    fireEvent.change(screen.getByLabelText('Upload profile picture'), {
      target: { files: [new File(['p'], 'a.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Avatar update failed'));
  });
});
