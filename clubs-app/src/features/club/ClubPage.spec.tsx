import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type ReadingListEntry } from '@book/core';
import { clubsApi } from '../../common/api/clubs-calls';
import {
  makeClub,
  makeMember,
  makePost,
  makeSchedule,
  makeSection,
  makeThread,
  makeUser,
} from '../../testing/fixtures';
import { renderPage, signInAs, signOut, silenceToasts } from '../../testing/render';
import { ClubPage } from './ClubPage';

const first = makeSection();
const second = makeSection({
  _id: 's2',
  title: 'Part Two: the red plains',
  order: 1,
  endFraction: 0.6,
  endPage: 180,
  until: 'page 180',
  open: false,
  postCount: 2,
});
const secondOpen = { ...second, open: true };

const renderClub = (route: string) => renderPage(<ClubPage basePath="/clubs" />, { route, path: '/clubs/:id/*' });
const renderSection = (route: string) =>
  renderPage(<ClubPage basePath="/clubs" />, { route, path: '/clubs/:id/sections/:sectionId' });

let toasts: ReturnType<typeof silenceToasts>;
beforeEach(() => {
  signInAs(makeUser());
  toasts = silenceToasts();
  jest.spyOn(clubsApi, 'club').mockResolvedValue(makeClub());
  jest.spyOn(clubsApi, 'members').mockResolvedValue({
    items: [makeMember('clara_v', 'owner'), makeMember('reader1')],
    meta: { total: 2, page: 1, limit: 100, hasMore: false },
  });
  jest.spyOn(clubsApi, 'schedule').mockResolvedValue(makeSchedule([first, second]));
});
afterEach(() => jest.restoreAllMocks());

describe("a club's page", () => {
  it('shows about, the members with their roles and the schedule, each section open or waiting', async () => {
    renderClub('/clubs/c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Slow Burn Society' })).toBeInTheDocument();
    expect(screen.getByText('One book a month, slowly.')).toBeInTheDocument();
    const members = await screen.findByRole('heading', { name: 'Members (5)' });
    expect(members.parentElement).toHaveTextContent('clara_v Owner');
    const sections = await screen.findAllByTestId('club-section');
    expect(sections[0]).toHaveTextContent('to page 90 · 2 posts');
    expect(sections[1]).toHaveTextContent('to page 180 · waiting for your progress');
    expect(within(sections[1]).getByRole('link', { name: 'Part Two: the red plains' })).toHaveAttribute(
      'href',
      '/clubs/c1/sections/s2',
    );
    expect(screen.getByRole('button', { name: 'Leave the club' })).toBeInTheDocument();
  });

  it('shows a non-member of a private club its name, description and member count only, and asks to join', async () => {
    jest.spyOn(clubsApi, 'club').mockResolvedValue({
      _id: 'c2',
      name: 'Midnight Margins',
      description: 'Night readers.',
      visibility: 'private',
      memberCount: 2,
      viewer: { state: null as never, role: null as never },
    });
    const join = jest.spyOn(clubsApi, 'join').mockResolvedValue({ state: 'requested', role: null as never });
    const user = userEvent.setup();
    renderClub('/clubs/c2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Midnight Margins' })).toBeInTheDocument();
    expect(screen.getByText('2 members · Private club')).toBeInTheDocument();
    expect(screen.getByTestId('club-private-note')).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(screen.queryByRole('heading', { name: /Members/ })).not.toBeInTheDocument();
    expect(clubsApi.members).not.toHaveBeenCalled();
    expect(clubsApi.schedule).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Ask to join' }));
    await waitFor(() => expect(join).toHaveBeenCalledWith('c2'));
    expect(toasts.success).toHaveBeenCalledWith('Your request to join is sent');
  });

  it('lets a visitor read a public club without joining', async () => {
    signOut();
    jest.spyOn(clubsApi, 'club').mockResolvedValue(makeClub({ viewer: { state: null as never, role: null as never } }));
    renderClub('/clubs/c1');
    expect(await screen.findByText('Sign in to join this club.')).toBeInTheDocument();
    expect(await screen.findAllByTestId('club-section')).toHaveLength(2);
    expect(screen.queryByLabelText('Page you reached')).not.toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});

describe("a section's thread", () => {
  it('shows how many posts wait and until where, and opens on "Show this section anyway"', async () => {
    const thread = jest
      .spyOn(clubsApi, 'thread')
      .mockResolvedValueOnce(makeThread(second))
      .mockResolvedValue(makeThread(secondOpen, [makePost({ _id: 'p9', body: 'The plains!' })]));
    const show = jest.spyOn(clubsApi, 'showAnyway').mockResolvedValue(secondOpen);
    const user = userEvent.setup();
    renderSection('/clubs/c1/sections/s2');
    expect(await screen.findByText('2 posts wait until you reach page 180.')).toBeInTheDocument();
    expect(screen.queryByText('The plains!')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show this section anyway' }));
    expect(await screen.findByText('The plains!')).toBeInTheDocument();
    expect(show).toHaveBeenCalledWith('c1', 's2');
    expect(thread).toHaveBeenCalledWith('c1', 's2', expect.anything());
  });

  it('shows posts with their replies, and sends a reply', async () => {
    jest.spyOn(clubsApi, 'thread').mockResolvedValue(
      makeThread(first, [
        makePost({
          replyCount: 1,
          replies: [makePost({ _id: 'r1', parent: 'p1', body: 'Agreed.', author: null as never })],
        }),
      ]),
    );
    const post = jest.spyOn(clubsApi, 'post').mockResolvedValue(makePost({ _id: 'r2' }));
    const user = userEvent.setup();
    renderSection('/clubs/c1/sections/s1');
    const [shown] = await screen.findAllByTestId('club-post');
    expect(shown).toHaveTextContent('The crossing was brutal.');
    expect(within(shown).getByTestId('club-reply')).toHaveTextContent('a deleted reader');
    await user.click(within(shown).getByRole('button', { name: 'Reply' }));
    await user.type(screen.getByLabelText('Your reply'), 'Me too');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('c1', 's1', 'Me too', 'p1'));
  });

  it('asks for text before posting', async () => {
    jest.spyOn(clubsApi, 'thread').mockResolvedValue(makeThread(first));
    const post = jest.spyOn(clubsApi, 'post');
    const user = userEvent.setup();
    renderSection('/clubs/c1/sections/s1');
    await user.click(await screen.findByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Write something first')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});

describe('logging progress from the club page', () => {
  const entry = { _id: 'e1', status: 'reading', book: { _id: 'b1', title: 'Red Dust, Blue Sky' } } as ReadingListEntry;

  it("logs a page on the reader's entry of the club's book, which opens the sections it reaches", async () => {
    jest.spyOn(api.readingList, 'list').mockResolvedValue([entry]);
    const log = jest.spyOn(clubsApi, 'logProgress').mockResolvedValue(entry as never);
    const user = userEvent.setup();
    renderClub('/clubs/c1');
    await user.type(await screen.findByLabelText('Page you reached'), '200');
    jest.spyOn(clubsApi, 'schedule').mockResolvedValue(makeSchedule([first, secondOpen], 0.67));
    await user.click(screen.getByRole('button', { name: 'Log progress' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('e1', { page: 200 }));
    expect(toasts.success).toHaveBeenCalledWith('Progress saved: page 200');
    await waitFor(() => expect(screen.getAllByTestId('club-section')[1]).toHaveTextContent('2 posts'));
  });

  it('adds the book as being read when it is not on the list, and takes a percentage', async () => {
    jest.spyOn(api.readingList, 'list').mockResolvedValue([]);
    const add = jest.spyOn(api.readingList, 'add').mockResolvedValue({ ...entry, _id: 'e2' });
    const log = jest.spyOn(clubsApi, 'logProgress').mockResolvedValue(entry as never);
    const user = userEvent.setup();
    renderClub('/clubs/c1');
    await user.selectOptions(await screen.findByLabelText('Counted in'), 'percent');
    await user.type(screen.getByLabelText('Percent you reached'), '45');
    await user.click(screen.getByRole('button', { name: 'Log progress' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('e2', { percent: 45 }));
    expect(add).toHaveBeenCalledWith('b1', 'reading');
  });

  it('leaves a finished book finished, every section being open already', async () => {
    jest.spyOn(api.readingList, 'list').mockResolvedValue([{ ...entry, status: 'completed' }]);
    const update = jest.spyOn(api.readingList, 'update');
    const log = jest.spyOn(clubsApi, 'logProgress');
    const user = userEvent.setup();
    renderClub('/clubs/c1');
    await user.type(await screen.findByLabelText('Page you reached'), '20');
    await user.click(screen.getByRole('button', { name: 'Log progress' }));
    await waitFor(() =>
      expect(toasts.failure).toHaveBeenCalledWith('You have finished this book: every section is open to you.'),
    );
    expect(update).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it('refuses a percentage past 100 before sending it', async () => {
    const log = jest.spyOn(clubsApi, 'logProgress');
    const user = userEvent.setup();
    renderClub('/clubs/c1');
    await user.selectOptions(await screen.findByLabelText('Counted in'), 'percent');
    await user.type(screen.getByLabelText('Percent you reached'), '120');
    await user.click(screen.getByRole('button', { name: 'Log progress' }));
    expect(await screen.findByText('A percentage is between 0 and 100')).toBeInTheDocument();
    expect(log).not.toHaveBeenCalled();
  });
});

describe('moderator tools', () => {
  it('show a moderator the requests to accept and invite a reader by username', async () => {
    jest.spyOn(clubsApi, 'club').mockResolvedValue(makeClub({ viewer: { state: 'member', role: 'moderator' } }));
    jest.spyOn(clubsApi, 'requests').mockResolvedValue({
      items: [{ ...makeMember('paula_t'), state: 'requested' }],
      meta: { total: 1, page: 1, limit: 100, hasMore: false },
    });
    const accept = jest.spyOn(clubsApi, 'accept').mockResolvedValue(makeMember('paula_t'));
    const invite = jest.spyOn(clubsApi, 'invite').mockResolvedValue({ ...makeMember('oscar_l'), state: 'invited' });
    const user = userEvent.setup();
    renderClub('/clubs/c1');
    await user.click(await screen.findByRole('button', { name: 'Accept paula_t' }));
    await waitFor(() => expect(accept).toHaveBeenCalledWith('c1', 'paula_t'));
    expect(toasts.success).toHaveBeenCalledWith('paula_t is a member now');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Enter the username of the reader to invite')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Invite a reader by username'), 'oscar_l');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(invite).toHaveBeenCalledWith('c1', 'oscar_l'));
  });

  it('let a moderator change the schedule: sections kept by id, a new one ending at a percentage, checked first', async () => {
    jest.spyOn(clubsApi, 'club').mockResolvedValue(makeClub({ viewer: { state: 'member', role: 'owner' } }));
    jest
      .spyOn(clubsApi, 'requests')
      .mockResolvedValue({ items: [], meta: { total: 0, page: 1, limit: 100, hasMore: false } });
    const save = jest.spyOn(clubsApi, 'setSchedule').mockResolvedValue(makeSchedule([first, second]));
    const user = userEvent.setup();
    renderClub('/clubs/c1');
    await user.click(await screen.findByRole('button', { name: 'Edit the schedule' }));
    expect(screen.getAllByTestId('schedule-row')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Add a section' }));
    await user.click(screen.getByRole('button', { name: 'Save the schedule' }));
    expect(await screen.findByText('Give section 3 a title')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Section 3 title'), 'Part Three: home');
    await user.type(screen.getByLabelText('Section 3 ends at'), '100');
    await user.selectOptions(screen.getByLabelText('Section 3 counted in'), 'percent');
    await user.type(screen.getByLabelText('Section 3 read by'), '2026-12-24');
    await user.click(screen.getByRole('button', { name: 'Save the schedule' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith('c1', {
        book: 'b1',
        sections: [
          { _id: 's1', title: 'Part One: the crossing', endPage: 90 },
          { _id: 's2', title: 'Part Two: the red plains', endPage: 180 },
          { title: 'Part Three: home', endPercent: 100, dueDate: '2026-12-24' },
        ],
      }),
    );
    expect(toasts.success).toHaveBeenCalledWith('Schedule saved');
  });

  it('are not shown to a member', async () => {
    const requests = jest.spyOn(clubsApi, 'requests');
    renderClub('/clubs/c1');
    await screen.findAllByTestId('club-section');
    expect(screen.queryByRole('heading', { name: 'Moderation' })).not.toBeInTheDocument();
    expect(requests).not.toHaveBeenCalled();
  });
});
