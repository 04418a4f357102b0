import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@book/core';
import { clubsApi } from '../../common/api/clubs-calls';
import { makeClub, makeMember, makePost, makeSchedule, makeSection, makeThread } from '../../testing/fixtures';
import { renderPage, signedInWithToasts } from '../../testing/render';
import { ClubPage } from './ClubPage';

const section = makeSection();
const me = { id: 'u1', username: 'reader1', avatar: '', bio: '' };
const noRequests = { items: [], meta: { total: 0, page: 1, limit: 100, hasMore: false } };
const membersPage = (items: ReturnType<typeof makeMember>[]) => ({
  items,
  meta: { total: items.length, page: 1, limit: 100, hasMore: false },
});

const renderSection = () =>
  renderPage(<ClubPage basePath="/clubs" />, {
    route: '/clubs/c1/sections/s1',
    path: '/clubs/:id/sections/:sectionId',
  });

const asRole = (role: 'owner' | 'moderator' | 'member') => {
  jest.spyOn(clubsApi, 'club').mockResolvedValue(makeClub({ viewer: { state: 'member', role } }));
  jest.spyOn(clubsApi, 'requests').mockResolvedValue(noRequests);
};

const toasts = signedInWithToasts();
beforeEach(() => {
  jest.spyOn(clubsApi, 'schedule').mockResolvedValue(makeSchedule([section]));
  jest
    .spyOn(clubsApi, 'members')
    .mockResolvedValue(
      membersPage([
        makeMember('clara_v', 'owner'),
        { ...makeMember('reader1'), reader: me },
        makeMember('bookish_ben', 'moderator'),
        makeMember('paula_t'),
      ]),
    );
});

describe('posts in a thread', () => {
  const mine = makePost({ _id: 'p1', author: me, body: 'My first thoughts.' });
  const theirs = makePost({
    _id: 'p2',
    body: 'The storm!',
    replies: [makePost({ _id: 'r1', parent: 'p2', author: me, body: 'Yes, the storm.' })],
  });

  it("let their author edit and delete them, and no one else's", async () => {
    asRole('member');
    jest.spyOn(clubsApi, 'thread').mockResolvedValue(makeThread(section, [mine, theirs]));
    const edit = jest.spyOn(clubsApi, 'editPost').mockResolvedValue({ ...mine, body: 'Second thoughts.' });
    const remove = jest.spyOn(clubsApi, 'deletePost').mockResolvedValue(null);
    const user = userEvent.setup();
    renderSection();

    await user.click(await screen.findByRole('button', { name: "Edit reader1's post" }));
    const field = screen.getByLabelText('Edit your post');
    expect(field).toHaveValue('My first thoughts.');
    await user.clear(field);
    await user.type(field, 'Second thoughts.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(edit).toHaveBeenCalledWith('p1', 'Second thoughts.'));
    expect(toasts.success).toHaveBeenCalledWith('Your changes are saved');

    expect(screen.queryByRole('button', { name: "Edit bookish_ben's post" })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Delete bookish_ben's post" })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pin/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: "Delete reader1's reply" }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this reply?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('r1'));
    expect(toasts.success).toHaveBeenCalledWith('Reply deleted');
  });

  it("let a member like another's post or reply and take the like back, never their own", async () => {
    asRole('member');
    jest.spyOn(clubsApi, 'thread').mockResolvedValue(
      makeThread(section, [
        { ...mine, likeCount: 2 },
        {
          ...theirs,
          likeCount: 1,
          replies: [makePost({ _id: 'r2', parent: 'p2', body: 'Quite.', likeCount: 1, likedByMe: true })],
        },
      ]),
    );
    const like = jest.spyOn(clubsApi, 'like').mockResolvedValue({ liked: true, likeCount: 2 });
    const user = userEvent.setup();
    renderSection();

    const [own, other] = await screen.findAllByTestId('club-post');
    expect(within(own).queryByRole('button', { name: /^Like/ })).not.toBeInTheDocument();
    expect(own).toHaveTextContent('2 likes');
    const likeOther = within(other).getByRole('button', { name: 'Like · 1' });
    expect(likeOther).toHaveAttribute('aria-pressed', 'false');
    await user.click(likeOther);
    await waitFor(() => expect(like).toHaveBeenCalledWith('p2', true));
    const liked = within(screen.getByTestId('club-reply')).getByRole('button', { name: 'Liked · 1' });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    await user.click(liked);
    await waitFor(() => expect(like).toHaveBeenCalledWith('r2', false));
  });

  it('let a moderator delete any post after confirming, and pin or unpin it', async () => {
    asRole('moderator');
    jest.spyOn(clubsApi, 'thread').mockResolvedValue(makeThread(section, [{ ...theirs, pinned: true }]));
    const remove = jest.spyOn(clubsApi, 'deletePost').mockResolvedValue(null);
    const pin = jest.spyOn(clubsApi, 'pinPost').mockResolvedValue(theirs);
    const user = userEvent.setup();
    renderSection();

    await user.click(await screen.findByRole('button', { name: "Unpin bookish_ben's post" }));
    await waitFor(() => expect(pin).toHaveBeenCalledWith('p2', false));
    expect(toasts.success).toHaveBeenCalledWith('Post unpinned');

    await user.click(screen.getByRole('button', { name: "Delete bookish_ben's post" }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this post and its replies?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: "Delete bookish_ben's post" }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this post and its replies?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(remove).toHaveBeenCalledWith('p2'));
    expect(toasts.success).toHaveBeenCalledWith('Post deleted');
  });
});

describe("a club's members", () => {
  const renderClub = () => renderPage(<ClubPage basePath="/clubs" />, { route: '/clubs/c1', path: '/clubs/:id' });

  it('let a moderator remove or ban a member, but not a moderator, the owner or themselves', async () => {
    asRole('moderator');
    const remove = jest.spyOn(clubsApi, 'removeMember').mockResolvedValue(null);
    const ban = jest.spyOn(clubsApi, 'banMember').mockResolvedValue({ ...makeMember('paula_t'), state: 'banned' });
    const user = userEvent.setup();
    renderClub();

    await user.click(await screen.findByRole('button', { name: 'Remove paula_t' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /Remove paula_t from/ })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await waitFor(() => expect(remove).toHaveBeenCalledWith('c1', 'paula_t'));
    expect(toasts.success).toHaveBeenCalledWith('paula_t is no longer a member');

    await user.click(screen.getByRole('button', { name: 'Ban paula_t' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /Ban paula_t from/ })).getByRole('button', { name: 'Ban' }),
    );
    await waitFor(() => expect(ban).toHaveBeenCalledWith('c1', 'paula_t'));

    for (const name of ['clara_v', 'bookish_ben', 'reader1'])
      expect(screen.queryByRole('button', { name: `Remove ${name}` })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Make moderator/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Hand over/ })).not.toBeInTheDocument();
  });

  it('let the owner appoint and demote moderators, and hand the club over once confirmed', async () => {
    asRole('owner');
    const setRole = jest.spyOn(clubsApi, 'setRole').mockResolvedValue(makeMember('paula_t', 'moderator'));
    const handOver = jest.spyOn(clubsApi, 'handOver').mockResolvedValue(makeMember('bookish_ben', 'owner'));
    const user = userEvent.setup();
    renderClub();

    await user.click(await screen.findByRole('button', { name: 'Make moderator: paula_t' }));
    await waitFor(() => expect(setRole).toHaveBeenCalledWith('c1', 'paula_t', 'moderator'));
    expect(toasts.success).toHaveBeenCalledWith('paula_t is a moderator now');
    await user.click(screen.getByRole('button', { name: 'Make member: bookish_ben' }));
    await waitFor(() => expect(setRole).toHaveBeenCalledWith('c1', 'bookish_ben', 'member'));

    await user.click(screen.getByRole('button', { name: 'Hand over to bookish_ben' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Hand The Slow Burn Society over to bookish_ben? They become its owner; you stay on as a moderator.',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(handOver).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Hand over to bookish_ben' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hand over' }));
    await waitFor(() => expect(handOver).toHaveBeenCalledWith('c1', 'bookish_ben'));
    expect(toasts.success).toHaveBeenCalledWith('bookish_ben owns The Slow Burn Society now');
  });
});

describe('editing a club', () => {
  const renderClub = () => renderPage(<ClubPage basePath="/clubs" />, { route: '/clubs/c1', path: '/clubs/:id' });

  it('lets a moderator rename it, make it private and give it a cover they upload', async () => {
    asRole('moderator');
    const upload = jest
      .spyOn(api.upload, 'image')
      .mockResolvedValue({ imageUrl: '/api/uploads/abc.png', url: '/api/uploads/abc.png' } as never);
    const update = jest.spyOn(clubsApi, 'update').mockResolvedValue(makeClub({ name: 'The Slower Burn' }));
    const user = userEvent.setup();
    renderClub();

    await user.click(await screen.findByRole('button', { name: 'Edit the club' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the club' });
    const name = within(dialog).getByLabelText(/^Name/);
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save the changes' }));
    expect(await within(dialog).findByText('Give your club a name')).toBeInTheDocument();
    await user.type(name, 'The Slower Burn');
    await user.selectOptions(within(dialog).getByLabelText('Who can join'), 'private');
    const cover = new File(['png'], 'cover.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Cover image'), cover);
    await user.click(within(dialog).getByRole('button', { name: 'Save the changes' }));

    await waitFor(() =>
      expect(update).toHaveBeenCalledWith('c1', {
        name: 'The Slower Burn',
        description: 'One book a month, slowly.',
        visibility: 'private',
        coverImage: '/api/uploads/abc.png',
      }),
    );
    expect(upload).toHaveBeenCalledWith(cover);
    expect(toasts.success).toHaveBeenCalledWith('Your changes are saved');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is not offered to a member', async () => {
    asRole('member');
    renderClub();
    await screen.findAllByTestId('club-section');
    expect(screen.queryByRole('button', { name: 'Edit the club' })).not.toBeInTheDocument();
  });
});

describe('muting a club', () => {
  it('lets a member mute it, and unmute it later', async () => {
    jest
      .spyOn(clubsApi, 'club')
      .mockResolvedValueOnce(makeClub({ viewer: { state: 'member', role: 'member', muted: false } }))
      .mockResolvedValue(makeClub({ viewer: { state: 'member', role: 'member', muted: true } }));
    const mute = jest.spyOn(clubsApi, 'mute').mockResolvedValue({ state: 'member', role: 'member', muted: true });
    const user = userEvent.setup();
    renderPage(<ClubPage basePath="/clubs" />, { route: '/clubs/c1', path: '/clubs/:id' });

    await user.click(await screen.findByRole('button', { name: 'Mute the club' }));
    await waitFor(() => expect(mute).toHaveBeenCalledWith('c1', true));
    expect(toasts.success).toHaveBeenCalledWith('You will not be notified of The Slow Burn Society');
    await user.click(await screen.findByRole('button', { name: 'Unmute the club' }));
    await waitFor(() => expect(mute).toHaveBeenLastCalledWith('c1', false));
  });
});

describe('reporting', () => {
  it("lets a member report another's post or reply with a reason, and thanks them", async () => {
    asRole('member');
    jest
      .spyOn(clubsApi, 'thread')
      .mockResolvedValue(
        makeThread(section, [
          makePost({ _id: 'p1', author: me, body: 'Mine.' }),
          makePost({ _id: 'p2', replies: [makePost({ _id: 'r2', parent: 'p2', body: 'A reply.' })] }),
        ]),
      );
    const create = jest
      .spyOn(api.reports, 'create')
      .mockResolvedValue({ message: 'Thanks, an administrator will look at it' } as never);
    const user = userEvent.setup();
    renderSection();

    expect(await screen.findByRole('button', { name: "Report bookish_ben's post" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Report reader1's post" })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Report bookish_ben's reply" }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this reply' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Please choose a reason')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    expect(within(dialog).queryByLabelText('Spoilers')).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Harassment'));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith({ kind: 'club-post', target: 'r2', reason: 'harassment' }));
    expect(await within(dialog).findByText('Thanks, an administrator will look at it')).toBeInTheDocument();
  });

  it('lets a reader report the club itself, saying what is wrong; not its owner', async () => {
    asRole('member');
    const create = jest.spyOn(api.reports, 'create').mockResolvedValue({ message: '' } as never);
    const user = userEvent.setup();
    const { unmount } = renderPage(<ClubPage basePath="/clubs" />, { route: '/clubs/c1', path: '/clubs/:id' });

    await user.click(await screen.findByRole('button', { name: 'Report this club' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this club' });
    await user.click(within(dialog).getByLabelText('Other'));
    await user.type(within(dialog).getByLabelText('What is wrong'), 'Its cover is an advert');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        kind: 'club',
        target: 'c1',
        reason: 'other',
        text: 'Its cover is an advert',
      }),
    );
    unmount();

    asRole('owner');
    renderPage(<ClubPage basePath="/clubs" />, { route: '/clubs/c1', path: '/clubs/:id' });
    await screen.findByRole('heading', { name: 'Moderation' });
    expect(screen.queryByRole('button', { name: 'Report this club' })).not.toBeInTheDocument();
  });
});
