import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '@book/core';
import { makeUser } from '../../testing/fixtures';
import { makeReaderProfile } from '../../testing/readers';
import { signInAs, signOut, signedInWithToasts } from '../../testing/render';
import { fakeReader, openProfile } from './profile-fakes';

jest.setTimeout(30000);

const toasts = signedInWithToasts();

describe('following from a profile', () => {
  it('Follow follows them at once when they do not approve followers, then shows Following with Unfollow', async () => {
    const user = userEvent.setup();
    const reads = fakeReader();
    const follow = jest.spyOn(api.readers, 'follow').mockResolvedValue({ follow: 'following' });
    openProfile();
    reads.get.mockResolvedValue(
      makeReaderProfile({
        relationship: { self: false, follow: 'following', followsYou: false, blocked: false },
        counts: { booksFinished: 12, reviews: 3, followers: 1235, following: 7 },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(follow).toHaveBeenCalledWith('bookworm');
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('You now follow bookworm'));
    expect(screen.getByTestId('follow-state')).toHaveTextContent('Following');
    expect(screen.getByText('1,235')).toBeInTheDocument();
    // The pressed button was replaced: the focus is on its successor.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unfollow' })).toHaveFocus());

    const unfollow = jest.spyOn(api.readers, 'unfollow').mockResolvedValue(null);
    reads.get.mockResolvedValue(makeReaderProfile());
    await user.click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(unfollow).toHaveBeenCalledWith('bookworm');
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('You no longer follow bookworm'));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow' })).toHaveFocus());
  });

  it('with approval on, the request is pending and can be cancelled', async () => {
    const user = userEvent.setup();
    const reads = fakeReader();
    jest.spyOn(api.readers, 'follow').mockResolvedValue({ follow: 'requested' });
    openProfile();
    reads.get.mockResolvedValue(
      makeReaderProfile({ relationship: { self: false, follow: 'requested', followsYou: false, blocked: false } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Follow request sent to bookworm'));
    expect(screen.getByTestId('follow-state')).toHaveTextContent('Requested');
    expect(screen.getByText("Your request is waiting for bookworm's approval.")).toBeInTheDocument();

    const cancel = jest.spyOn(api.readers, 'unfollow').mockResolvedValue(null);
    reads.get.mockResolvedValue(makeReaderProfile());
    await user.click(screen.getByRole('button', { name: 'Cancel request' }));
    expect(cancel).toHaveBeenCalledWith('bookworm');
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Follow request cancelled'));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });

  it('shows the server’s refusal and keeps the button', async () => {
    const user = userEvent.setup();
    fakeReader();
    jest
      .spyOn(api.readers, 'follow')
      .mockRejectedValue(new ApiError(503, 'The service is temporarily unavailable.', undefined, true));
    openProfile();
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('The service is temporarily unavailable.'));
    expect(screen.getByRole('button', { name: 'Follow' })).toBeEnabled();
  });

  it('says when they follow the visitor', async () => {
    fakeReader(makeReaderProfile({ relationship: { self: false, follow: 'none', followsYou: true, blocked: false } }));
    openProfile();
    expect(await screen.findByText('Follows you')).toBeInTheDocument();
  });

  it('sends a visitor to sign in first, and back here after', async () => {
    const user = userEvent.setup();
    signOut();
    fakeReader();
    const follow = jest.spyOn(api.readers, 'follow');
    openProfile();
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(follow).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('on their own profile: Edit profile instead of Follow, and who else sees what they keep from everyone', async () => {
    signInAs(
      makeUser({
        privacy: {
          listVisibility: 'followers',
          goalVisibility: 'me',
          activityVisibility: 'everyone',
          approveFollowers: false,
        },
      }),
    );
    fakeReader(
      makeReaderProfile({
        username: 'reader1',
        relationship: { self: true, follow: 'none', followsYou: false, blocked: false },
      }),
    );
    openProfile('reader1');
    expect(await screen.findByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Reading list' })).toHaveTextContent('Only your followers can see this.');
    expect(screen.getByRole('region', { name: 'Reading goal 2026' })).toHaveTextContent('Only you can see this.');
    expect(screen.getAllByRole('link', { name: 'Change who sees it' })[0]).toHaveAttribute('href', '/profile');
  });

  it('tells others nothing of the owner’s settings', async () => {
    signInAs(
      makeUser({
        privacy: { listVisibility: 'me', goalVisibility: 'me', activityVisibility: 'me', approveFollowers: false },
      }),
    );
    fakeReader();
    openProfile();
    await screen.findByRole('heading', { level: 1, name: 'bookworm' });
    expect(screen.queryByText(/can see this/)).not.toBeInTheDocument();
  });
});
