import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '@book/core';
import { makePage, makeReaderSummary } from '../../testing/readers';
import { renderPage, signedInWithToasts } from '../../testing/render';
import { FollowRequests } from './FollowRequests';

jest.setTimeout(30000);

const ana = makeReaderSummary({ id: 'u3', username: 'ana', bio: 'Crime novels.' });
const ben = makeReaderSummary({ id: 'u4', username: 'ben', bio: '' });

const toasts = signedInWithToasts();

describe('Follow requests', () => {
  it('lists who asked, oldest first, each a link to their profile', async () => {
    jest.spyOn(api.followRequests, 'list').mockResolvedValue(makePage([ana, ben]));
    renderPage(<FollowRequests />);
    const list = await screen.findByRole('list', { name: 'Readers asking to follow you' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['ana', '/readers/ana'],
      ['ben', '/readers/ben'],
    ]);
    expect(within(list).getByText('Crime novels.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Follow requests' })).toBeInTheDocument();
  });

  it('accepts a request: the list is read again without it', async () => {
    const user = userEvent.setup();
    const list = jest
      .spyOn(api.followRequests, 'list')
      .mockResolvedValueOnce(makePage([ana, ben]))
      .mockResolvedValue(makePage([ben]));
    const accept = jest.spyOn(api.followRequests, 'accept').mockResolvedValue(null);
    const decline = jest.spyOn(api.followRequests, 'decline');
    renderPage(<FollowRequests />);
    await user.click(await screen.findByRole('button', { name: 'Accept ana' }));
    expect(accept).toHaveBeenCalledWith('ana');
    expect(decline).not.toHaveBeenCalled();
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('ana now follows you'));
    expect(list).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('link', { name: 'ana' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ben' })).toBeInTheDocument();
  });

  it('declines a request', async () => {
    const user = userEvent.setup();
    jest
      .spyOn(api.followRequests, 'list')
      .mockResolvedValueOnce(makePage([ana]))
      .mockResolvedValue(makePage([]));
    const accept = jest.spyOn(api.followRequests, 'accept');
    const decline = jest.spyOn(api.followRequests, 'decline').mockResolvedValue(null);
    renderPage(<FollowRequests />);
    await user.click(await screen.findByRole('button', { name: 'Decline ana' }));
    expect(decline).toHaveBeenCalledWith('ana');
    expect(accept).not.toHaveBeenCalled();
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Request from ana declined'));
    expect(await screen.findByText('No follow requests waiting.')).toBeInTheDocument();
  });

  it('says why an answer failed and keeps the request', async () => {
    const user = userEvent.setup();
    jest.spyOn(api.followRequests, 'list').mockResolvedValue(makePage([ana]));
    jest
      .spyOn(api.followRequests, 'accept')
      .mockRejectedValue(new ApiError(404, 'Follow request not found', undefined, true));
    renderPage(<FollowRequests />);
    await user.click(await screen.findByRole('button', { name: 'Accept ana' }));
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Follow request not found'));
    expect(screen.getByRole('button', { name: 'Accept ana' })).toBeEnabled();
  });

  it('pages with Load more', async () => {
    const user = userEvent.setup();
    const list = jest
      .spyOn(api.followRequests, 'list')
      .mockResolvedValueOnce(makePage([ana], { hasMore: true }))
      .mockResolvedValueOnce(makePage([ben], { page: 2 }));
    renderPage(<FollowRequests />);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'ben' })).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith({ page: 2, limit: 20 }, expect.anything());
  });
});
