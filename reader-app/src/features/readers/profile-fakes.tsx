// A reader's profile page and its reads, faked for the specs of the page (the profile, following, blocking).
import { api } from '@book/core';
import { makePage, makeReaderProfile } from '../../testing/readers';
import { renderPage } from '../../testing/render';
import ReaderProfilePage from './ReaderProfilePage';

/** The profile's reads, answered with `profile` and empty lists unless a test says otherwise. */
export function fakeReader(profile = makeReaderProfile()) {
  return {
    get: jest.spyOn(api.readers, 'get').mockResolvedValue(profile),
    reviews: jest.spyOn(api.readers, 'reviews').mockResolvedValue(makePage([])),
    readingList: jest.spyOn(api.readers, 'readingList').mockResolvedValue(makePage([])),
    followers: jest.spyOn(api.readers, 'followers').mockResolvedValue(makePage([])),
    following: jest.spyOn(api.readers, 'following').mockResolvedValue(makePage([])),
  };
}

/** Opens `/readers/<username>`. */
export const openProfile = (username = 'bookworm') =>
  renderPage(<ReaderProfilePage />, { route: `/readers/${username}`, path: '/readers/:username' });
