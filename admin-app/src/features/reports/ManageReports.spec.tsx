import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { api, ApiError, toast, type ReportGroup } from '@book/core';
import { nav } from '../../nav';
import { createAdminQueryClient } from '../../common/query-client';
import { renderAdmin } from '../../testing/render';
import { page } from '../../testing/fixtures';
import ManageReports from './ManageReports';

jest.mock('@book/core', () => jest.requireActual('../../testing/fake-core').fakeCore());

const reader = (username: string) => ({ id: `id-${username}`, username, avatar: '', bio: '' });

const group = (over: Partial<ReportGroup> = {}): ReportGroup => ({
  kind: 'review',
  target: 'r1',
  content: {
    text: 'Snape kills Dumbledore on page 596.',
    title: 'What a twist',
    bookId: 'b1',
    bookTitle: 'Half-Blood Prince',
  },
  author: reader('spoiler_sam'),
  reasons: [
    { reason: 'spoilers', count: 3 },
    { reason: 'other', count: 1 },
  ],
  texts: ['Ruins the ending'],
  reporters: 4,
  firstReportedAt: '2026-11-01T10:00:00.000Z',
  status: 'open',
  resolution: null,
  ...over,
});

/** What one reader reported, for one reason and with no text. */
const reportedOnce = (reason: ReportGroup['reasons'][number]['reason'], over: Partial<ReportGroup>) =>
  group({ reasons: [{ reason, count: 1 }], texts: [], reporters: 1, ...over });

const comment = reportedOnce('harassment', {
  kind: 'comment',
  target: 'c1',
  content: { text: 'You are an idiot', bookId: 'b2', bookTitle: 'Dune' },
  author: reader('troll'),
  firstReportedAt: '2026-11-05T10:00:00.000Z',
});

const list = api.reports.list as jest.Mock;
const resolve = api.reports.resolve as jest.Mock;
const rows = () => screen.getAllByTestId('admin-report-row');

/** Opens the screen on its open queue, once its items are shown. */
async function openQueue() {
  const user = userEvent.setup();
  renderAdmin(<ManageReports />, { route: '/admin/reports' });
  await screen.findByText('You are an idiot');
  return user;
}

/** Opens the queue, then the dialog suspending the comment's author. */
async function openSuspension() {
  const user = await openQueue();
  await user.click(screen.getByRole('button', { name: 'Suspend author (troll) of comment by troll' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Suspend author' }) };
}

beforeEach(() => {
  jest.clearAllMocks();
  // The server sends the open items oldest first: the screen keeps its order.
  list.mockImplementation(async ({ status }: { status: string }) =>
    status === 'open'
      ? page([group(), comment], { limit: 20 })
      : page(
          [
            group({
              status: 'resolved',
              target: 'r9',
              content: { text: 'Buy cheap watches', title: 'Great', bookId: 'b1', bookTitle: 'Emma' },
              resolution: { action: 'remove', by: reader('admin'), at: '2026-11-10T12:00:00.000Z', note: 'Spam link' },
            }),
          ],
          { limit: 20 },
        ),
  );
  resolve.mockResolvedValue(null);
});

describe('Reports screen', () => {
  it('has its own entry in the Admin menu and names its page', async () => {
    expect(nav).toContainEqual({ to: '/admin/reports', label: 'Reports' });
    renderAdmin(<ManageReports />, { route: '/admin/reports' });
    await screen.findByText('What a twist');
    expect(document.title).toBe('Reports · BookNook');
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
  });

  it('shows open items oldest first with content, author, reasons with counts, what reporters wrote, and the number of reporters', async () => {
    renderAdmin(<ManageReports />, { route: '/admin/reports' });
    await screen.findByText('What a twist');
    expect(list).toHaveBeenCalledWith({ status: 'open', page: 1, limit: 20 }, expect.anything());
    const [first, second] = rows();
    expect(within(first).getByText('What a twist')).toBeInTheDocument();
    expect(within(first).getByText('Snape kills Dumbledore on page 596.')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Half-Blood Prince' })).toHaveAttribute('href', '/books/b1');
    expect(within(first).getByText('spoiler_sam')).toBeInTheDocument();
    expect(within(first).getByText('Spoilers').closest('li')).toHaveTextContent('Spoilers × 3');
    expect(within(first).getByText('Other').closest('li')).toHaveTextContent('Other × 1');
    expect(within(first).getByText('“Ruins the ending”')).toBeInTheDocument();
    expect(within(first).getByText('4 readers')).toBeInTheDocument();
    expect(within(first).getByText('Nov 1, 2026')).toBeInTheDocument();
    expect(within(second).getByText('You are an idiot')).toBeInTheDocument();
    expect(within(second).getByText('1 reader')).toBeInTheDocument();
    expect(within(second).getByText('troll')).toBeInTheDocument();
    // Mark as spoiler is for reviews only.
    expect(
      within(first).getByRole('button', { name: 'Mark as spoiler: review "What a twist" of Half-Blood Prince' }),
    ).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /^Mark as spoiler/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Reported item',
      'Author',
      'Reasons',
      'Reporters',
      'First reported',
      'Actions',
    ]);
  });

  it('names the club of a reported club post, and a reported club by its name, and removes the post', async () => {
    const post = reportedOnce('spam', {
      kind: 'club-post',
      target: 'p1',
      content: { text: 'Buy followers here', clubId: 'k1', clubName: 'Slow Readers' },
      author: reader('spammer'),
    });
    const club = group({
      kind: 'club',
      target: 'k2',
      content: { text: 'Cheap watches', title: 'Watch Club', clubId: 'k2', clubName: 'Watch Club' },
      author: reader('owner_o'),
      reasons: [{ reason: 'spam', count: 2 }],
      texts: [],
      reporters: 2,
    });
    list.mockImplementation(async () => page([post, club], { limit: 20 }));
    const user = userEvent.setup();
    renderAdmin(<ManageReports />, { route: '/admin/reports' });
    await screen.findByText('Buy followers here');
    const [first, second] = rows();
    expect(within(first).getByText('Club post')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Slow Readers' })).toHaveAttribute('href', '/clubs/k1');
    expect(within(second).getByText('Club')).toBeInTheDocument();
    expect(within(second).getByText('Watch Club')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Dismiss reports of club Watch Club' })).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Remove content: post by spammer in Slow Readers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove content' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(resolve).toHaveBeenCalledWith('club-post', 'p1', { action: 'remove', note: '' }));
  });

  it("shows one club's reports when the Clubs manager asks, with the way back to every report", async () => {
    list.mockImplementation(async () =>
      page(
        [
          group({
            kind: 'club-post',
            target: 'p1',
            content: { text: 'Buy followers here', clubId: 'k1', clubName: 'Slow Readers' },
          }),
        ],
        { limit: 20 },
      ),
    );
    render(
      <QueryClientProvider client={createAdminQueryClient()}>
        <MemoryRouter initialEntries={['/admin/reports?club=k1']}>
          <ManageReports />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByText('Buy followers here');
    expect(list).toHaveBeenCalledWith({ status: 'open', club: 'k1', page: 1, limit: 20 }, expect.anything());
    expect(screen.getByText(/The reports of Slow Readers and of its posts/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show every report' })).toHaveAttribute('href', '/admin/reports');
  });

  it('dismisses after a confirmation, sends the action and reloads the list', async () => {
    const user = await openQueue();
    await user.click(screen.getByRole('button', { name: 'Dismiss reports of comment by troll' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(resolve).toHaveBeenCalledWith('comment', 'c1', { action: 'dismiss', note: '' }));
    expect(toast.success).toHaveBeenCalledWith('Reports dismissed');
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it('gives the focus to the next item once the focused one leaves the queue', async () => {
    const user = await openQueue();
    list.mockImplementation(async () => page([comment], { limit: 20 }));
    await user.click(
      screen.getByRole('button', { name: 'Dismiss reports of review "What a twist" of Half-Blood Prince' }),
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Dismiss reports of comment by troll' })).toHaveFocus(),
    );
  });

  it('removes content with the note the author is told', async () => {
    const user = await openQueue();
    await user.click(screen.getByRole('button', { name: 'Remove content: comment by troll' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove content' });
    expect(within(dialog).getByLabelText('Note')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Note'), '  Harassment is not allowed ');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(resolve).toHaveBeenCalledWith('comment', 'c1', { action: 'remove', note: 'Harassment is not allowed' }),
    );
    expect(toast.success).toHaveBeenCalledWith('Content removed');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it('marks a review as containing spoilers', async () => {
    const user = await openQueue();
    await user.click(screen.getByRole('button', { name: /^Mark as spoiler: review / }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as spoiler' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as spoiler' }));
    await waitFor(() => expect(resolve).toHaveBeenCalledWith('review', 'r1', { action: 'spoiler', note: '' }));
    expect(toast.success).toHaveBeenCalledWith('Review marked as containing spoilers');
  });

  it('suspends the author only once days or "until lifted" is chosen', async () => {
    const { user, dialog } = await openSuspension();
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Choose how long the suspension lasts')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('For a number of days'));
    await user.type(within(dialog).getByLabelText(/^Days/), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Enter whole days from 1 to 3650')).toBeInTheDocument();
    expect(resolve).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByLabelText(/^Days/));
    await user.type(within(dialog).getByLabelText(/^Days/), '7');
    await user.type(within(dialog).getByLabelText('Note'), 'Insults');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() =>
      expect(resolve).toHaveBeenCalledWith('comment', 'c1', { action: 'suspend', days: 7, note: 'Insults' }),
    );
    expect(toast.success).toHaveBeenCalledWith('Author suspended');
  });

  it('suspends until lifted with days null', async () => {
    const { user, dialog } = await openSuspension();
    await user.click(within(dialog).getByLabelText('Until lifted'));
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() =>
      expect(resolve).toHaveBeenCalledWith('comment', 'c1', { action: 'suspend', days: null, note: '' }),
    );
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    resolve.mockRejectedValue(new ApiError(400, 'You cannot suspend the last administrator', undefined, true));
    const { user, dialog } = await openSuspension();
    await user.click(within(dialog).getByLabelText('Until lifted'));
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('You cannot suspend the last administrator'));
    expect(screen.getByRole('dialog', { name: 'Suspend author' })).toBeInTheDocument();
  });

  it('lists resolved items with who resolved them, how, when and why', async () => {
    const user = await openQueue();
    await user.selectOptions(screen.getByLabelText('Show reports'), 'Resolved');
    const row = (await screen.findByText('Buy cheap watches')).closest('tr')!;
    expect(list).toHaveBeenLastCalledWith({ status: 'resolved', page: 1, limit: 20 }, expect.anything());
    expect(within(row).getByText('Content removed')).toBeInTheDocument();
    expect(within(row).getByText('by admin on Nov 10, 2026')).toBeInTheDocument();
    expect(within(row).getByText('“Spam link”')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('Resolution');
  });

  it('shows the empty queue, and an item whose content is gone without Remove or Spoiler', async () => {
    list.mockResolvedValueOnce(page([], { limit: 20 }));
    const { unmount } = renderAdmin(<ManageReports />, { route: '/admin/reports' });
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
    unmount();
    list.mockResolvedValueOnce(page([group({ content: null, author: null })], { limit: 20 }));
    renderAdmin(<ManageReports />, { route: '/admin/reports' });
    const row = (await screen.findByText('Content removed')).closest('tr')!;
    expect(within(row).getByText('Deleted account')).toBeInTheDocument();
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Dismiss']);
  });
});
