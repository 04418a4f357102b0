import { screen } from '@testing-library/react';
import { api } from '@book/core';
import { makeUser } from '../testing/fixtures';
import { makePage } from '../testing/readers';
import { renderPage, signInAs, silenceToasts } from '../testing/render';
import ProfileScreen from './ProfileScreen';

jest.setTimeout(30000);

beforeEach(() => {
  signInAs(makeUser());
  silenceToasts();
  jest.spyOn(api.followRequests, 'list').mockResolvedValue(makePage([]));
  jest.spyOn(api.blocks, 'list').mockResolvedValue(makePage([]));
  jest.spyOn(api.readers, 'followers').mockResolvedValue(makePage([]));
});
afterEach(() => jest.restoreAllMocks());

describe('Profile screen', () => {
  it('links to the public profile and holds the privacy, follow requests, blocked readers and account deletion sections, headings in order', async () => {
    renderPage(<ProfileScreen />);
    expect(screen.getByRole('link', { name: 'View public profile' })).toHaveAttribute('href', '/readers/reader1');
    expect(screen.getByRole('form', { name: 'Privacy' })).toBeInTheDocument();
    expect(await screen.findByText('No follow requests waiting.')).toBeInTheDocument();
    expect(api.followRequests.list).toHaveBeenCalled();
    expect(await screen.findByText('You have not blocked anyone.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Delete my account' })).toBeInTheDocument();
    const names = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(names.indexOf('Follow requests')).toBeGreaterThan(names.indexOf('Privacy'));
    expect(names.indexOf('Blocked readers')).toBeGreaterThan(names.indexOf('Follow requests'));
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName[1]));
    expect(levels[0]).toBe(1);
    // Each a level below the page's or a section's (the followers within Privacy), none skipped.
    expect(levels.slice(1).every((level, i) => level === 2 || level === levels[i] + 1)).toBe(true);
    expect(screen.getByRole('heading', { level: 3, name: 'Your followers' })).toBeInTheDocument();
  });
});
