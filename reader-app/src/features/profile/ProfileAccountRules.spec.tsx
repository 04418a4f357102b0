import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@book/core';
import { passwordTooLong, USERNAME_CHARACTERS, USERNAME_ONE_SCRIPT, USERNAME_TOO_SHORT } from '@book/rules';
import { makeUser } from '../../testing/fixtures';
import { renderPage, signInAs, silenceToasts } from '../../testing/render';
import ProfilePage from './ProfilePage';

// The profile's edit and change-password forms refuse what the server would refuse, in the server's words.
jest.setTimeout(30000);

beforeEach(() => {
  silenceToasts();
  jest
    .spyOn(api.followRequests, 'list')
    .mockResolvedValue({ items: [], meta: { total: 0, page: 1, limit: 20, hasMore: false } });
});
afterEach(() => jest.restoreAllMocks());

const editUsername = async (user: ReturnType<typeof userEvent.setup>, username: string) => {
  await user.clear(screen.getByLabelText(/^Username/));
  await user.type(screen.getByLabelText(/^Username/), username);
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
};

describe('Profile account rules', () => {
  it("checks a new username's length, characters and alphabet before asking the server", async () => {
    signInAs(makeUser({ username: 'reader1' }));
    const update = jest.spyOn(api.auth, 'updateProfile').mockResolvedValue(makeUser());
    const user = userEvent.setup();
    renderPage(<ProfilePage />);
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    for (const [username, message] of [
      ['ab', USERNAME_TOO_SHORT],
      ['rita reader', USERNAME_CHARACTERS],
      ['p\u0430ypal', USERNAME_ONE_SCRIPT], // a Cyrillic а among Latin letters
    ]) {
      await editUsername(user, username);
      await waitFor(() => expect(screen.getByLabelText(/^Username/)).toHaveAccessibleDescription(message));
    }
    expect(update).not.toHaveBeenCalled();
  });

  it('keeps a name from before the character rule as it is (the server allows it unchanged)', async () => {
    signInAs(makeUser({ username: 'old name' }));
    const update = jest.spyOn(api.auth, 'updateProfile').mockResolvedValue(makeUser({ username: 'old name' }));
    const user = userEvent.setup();
    renderPage(<ProfilePage />);
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(expect.objectContaining({ username: 'old name' })));
  });

  it('refuses a new password over the 72 bytes bcrypt reads', async () => {
    signInAs(makeUser());
    const change = jest.spyOn(api.auth, 'changePassword').mockResolvedValue({ token: 'renewed-token' });
    const user = userEvent.setup();
    renderPage(<ProfilePage />);
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    const long = 'é'.repeat(37); // 74 bytes
    await user.type(screen.getByLabelText('Current Password'), 'old-pass');
    await user.type(screen.getByLabelText('New Password'), long);
    await user.type(screen.getByLabelText('Confirm New Password'), long);
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(passwordTooLong('New password'))).toBeInTheDocument();
    expect(change).not.toHaveBeenCalled();
  });
});
