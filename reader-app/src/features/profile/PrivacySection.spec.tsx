import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, useSession, type Privacy } from '@book/core';
import { makeUser } from '../../testing/fixtures';
import { makePage, makeReaderSummary } from '../../testing/readers';
import { renderPage, signInAs, silenceToasts } from '../../testing/render';
import { PrivacySection } from './PrivacySection';

jest.setTimeout(30000);

let success: jest.SpyInstance;
let failure: jest.SpyInstance;
const withPrivacy = (privacy: Privacy) => makeUser({ privacy });

let followers: jest.SpyInstance;

beforeEach(() => {
  ({ success, failure } = silenceToasts());
  followers = jest.spyOn(api.readers, 'followers').mockResolvedValue(makePage([]));
});
afterEach(() => jest.restoreAllMocks());

const field = (name: string) => screen.getByLabelText(name) as HTMLSelectElement;

describe('Privacy', () => {
  it('starts from the defaults: everyone sees everything, followers need no approval', () => {
    const me = makeUser();
    signInAs(me);
    renderPage(<PrivacySection user={me} />);
    expect(screen.getByRole('form', { name: 'Privacy' })).toBeInTheDocument();
    for (const name of [
      'Who can see your reading list',
      'Who can see your reading goal',
      'Who can see your activity',
    ]) {
      expect(field(name).value).toBe('everyone');
      expect([...field(name).options].map((o) => o.textContent)).toEqual(['Everyone', 'Followers only', 'Only me']);
    }
    expect(screen.getByRole('checkbox', { name: 'New followers need my approval' })).not.toBeChecked();
  });

  it('shows the saved choices, saves new ones and keeps the session’s user up to date', async () => {
    const user = userEvent.setup();
    const me = withPrivacy({
      listVisibility: 'followers',
      goalVisibility: 'me',
      activityVisibility: 'everyone',
      approveFollowers: false,
    });
    signInAs(me);
    const saved = withPrivacy({
      listVisibility: 'me',
      goalVisibility: 'me',
      activityVisibility: 'followers',
      approveFollowers: true,
    });
    const update = jest.spyOn(api.auth, 'updatePrivacy').mockResolvedValue(saved);
    renderPage(<PrivacySection user={me} />);
    expect(field('Who can see your reading list').value).toBe('followers');
    expect(field('Who can see your reading goal').value).toBe('me');

    await user.selectOptions(field('Who can see your reading list'), 'Only me');
    await user.selectOptions(field('Who can see your activity'), 'Followers only');
    await user.click(screen.getByRole('checkbox', { name: 'New followers need my approval' }));
    await user.click(screen.getByRole('button', { name: 'Save privacy settings' }));
    expect(update).toHaveBeenCalledWith({
      listVisibility: 'me',
      goalVisibility: 'me',
      activityVisibility: 'followers',
      approveFollowers: true,
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Privacy settings saved'));
    expect(useSession.getState().user?.privacy).toEqual(saved.privacy);
  });

  it('says why a save failed and keeps the choices', async () => {
    const user = userEvent.setup();
    const me = makeUser();
    signInAs(me);
    jest.spyOn(api.auth, 'updatePrivacy').mockRejectedValue(new ApiError(0, 'x'));
    renderPage(<PrivacySection user={me} />);
    await user.selectOptions(field('Who can see your reading goal'), 'Only me');
    await user.click(screen.getByRole('button', { name: 'Save privacy settings' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Failed to save privacy settings'));
    expect(field('Who can see your reading goal').value).toBe('me');
  });

  it('says that Followers only turns approval of new followers on, and keeps the checkbox so while it applies', async () => {
    const user = userEvent.setup();
    const me = makeUser();
    signInAs(me);
    const update = jest.spyOn(api.auth, 'updatePrivacy').mockResolvedValue(me);
    renderPage(<PrivacySection user={me} />);
    const form = screen.getByRole('form', { name: 'Privacy' });
    expect(within(form).getByText('Choosing Followers only turns on approval of new followers.')).toBeInTheDocument();
    const approval = screen.getByRole('checkbox', { name: 'New followers need my approval' }) as HTMLInputElement;
    expect(approval).toHaveAccessibleDescription('Choosing Followers only turns on approval of new followers.');
    expect([approval.checked, approval.disabled]).toEqual([false, false]);

    await user.selectOptions(field('Who can see your reading goal'), 'Followers only');
    expect([approval.checked, approval.disabled]).toEqual([true, true]);
    await user.click(approval);
    expect(approval).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save privacy settings' }));
    expect(update).toHaveBeenCalledWith({
      listVisibility: 'everyone',
      goalVisibility: 'followers',
      activityVisibility: 'everyone',
      approveFollowers: true,
    });
    // No setting for followers only: approval is the reader's choice again, starting from where it is.
    await user.selectOptions(field('Who can see your reading goal'), 'Only me');
    expect([approval.checked, approval.disabled]).toEqual([true, false]);
    await user.click(approval);
    expect(approval).not.toBeChecked();
  });

  it('lists the reader’s followers, each with Remove: a removed follower leaves the list', async () => {
    const user = userEvent.setup();
    const me = makeUser();
    signInAs(me);
    const ana = makeReaderSummary({ id: 'u3', username: 'ana' });
    const ben = makeReaderSummary({ id: 'u4', username: 'ben', bio: '' });
    followers.mockReset();
    followers.mockResolvedValueOnce(makePage([ana, ben])).mockResolvedValue(makePage([ben]));
    const remove = jest.spyOn(api.followers, 'remove').mockResolvedValue(null);
    renderPage(<PrivacySection user={me} />);

    const list = await screen.findByRole('list', { name: 'Your followers' });
    expect(followers).toHaveBeenCalledWith(me.username, expect.objectContaining({ page: 1 }), expect.anything());
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['ana', 'ben']);
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Remove', 'Remove']);

    await user.click(within(list).getByRole('button', { name: 'Remove ana' }));
    expect(remove).toHaveBeenCalledWith('ana');
    await waitFor(() => expect(success).toHaveBeenCalledWith('ana no longer follows you'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'ana' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'ben' })).toBeInTheDocument();
  });

  it('says when no one follows the reader yet, and why a removal failed', async () => {
    const user = userEvent.setup();
    const me = makeUser();
    signInAs(me);
    const first = renderPage(<PrivacySection user={me} />);
    expect(await screen.findByText('No one follows you yet.')).toBeInTheDocument();
    first.unmount();

    followers.mockResolvedValue(makePage([makeReaderSummary({ username: 'ana' })]));
    jest
      .spyOn(api.followers, 'remove')
      .mockRejectedValue(new ApiError(429, 'Too many follows; try again later', undefined, true));
    renderPage(<PrivacySection user={me} />);
    await user.click(await screen.findByRole('button', { name: 'Remove ana' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Too many follows; try again later'));
    expect(screen.getByRole('link', { name: 'ana' })).toBeInTheDocument();
  });
});
