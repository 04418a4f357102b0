// The Manage Authors screen's server, faked for its specs (the cards and the search, the author form).
import { api, useSession } from '@book/core';
import { author, page } from '../../testing/fixtures';

export const list = api.authors.page as jest.Mock;
export const create = api.authors.create as jest.Mock;
export const update = api.authors.update as jest.Mock;
export const upload = api.upload.image as jest.Mock;

export const achebe = author({
  _id: 'a2',
  name: 'Chinua Achebe',
  nationality: 'Nigerian',
  birthDate: '1930-11-16T00:00:00.000Z',
  avatar: 'https://img.example.com/achebe.jpg',
  bookCount: 1,
});

/** Before each test: two authors (one with a photo on another site), nobody signed in, no form kept. */
export function fakeAuthors() {
  jest.clearAllMocks();
  sessionStorage.clear();
  useSession.setState({ token: null, user: null, status: 'anonymous' });
  // The server sorts (by name) and searches: the screen shows its pages as they come.
  list.mockResolvedValue(page([author(), achebe], { limit: 50 }));
}
