import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, useSession, type Privacy } from '@book/core';
import { makeUser } from '../../testing/fixtures';
import { renderPage, signInAs, silenceToasts } from '../../testing/render';
import { PrivacySection } from './PrivacySection';

jest.setTimeout(30000);

let success: jest.SpyInstance;
let failure: jest.SpyInstance;
const withPrivacy = (privacy: Privacy) => makeUser({ privacy });

beforeEach(() => {
  ({ success, failure } = silenceToasts());
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
});
