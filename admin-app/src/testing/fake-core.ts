/**
 * The fake API boundary of the admin tests: the real core (session store, ApiError) with its `api` client and
 * `toast` replaced by jest mocks; the kit stays real. Use in a spec file as:
 *   jest.mock('@book/core', () => jest.requireActual('../../testing/fake-core').fakeCore());
 */
export function fakeCore() {
  const actual = jest.requireActual('@book/core');
  const toast = Object.assign(jest.fn(), {
    success: jest.fn(),
    error: jest.fn(),
    loading: jest.fn(),
    dismiss: jest.fn(),
  });
  const api = {
    auth: { me: jest.fn(), login: jest.fn() },
    users: { page: jest.fn(), stats: jest.fn(), updateRole: jest.fn(), suspend: jest.fn(), lift: jest.fn() },
    books: { list: jest.fn(), get: jest.fn(), create: jest.fn(), update: jest.fn(), remove: jest.fn() },
    authors: {
      list: jest.fn(),
      page: jest.fn(),
      get: jest.fn(),
      create: jest.fn(),
      update: jest.fn(),
      remove: jest.fn(),
    },
    genres: { list: jest.fn(), create: jest.fn(), update: jest.fn(), remove: jest.fn() },
    reviews: { list: jest.fn(), stats: jest.fn(), create: jest.fn(), update: jest.fn(), remove: jest.fn() },
    upload: { image: jest.fn(), remove: jest.fn() },
    stats: { get: jest.fn() },
    suggestions: { list: jest.fn(), dismiss: jest.fn(), approve: jest.fn() },
    reports: { list: jest.fn(), resolve: jest.fn(), openCount: jest.fn() },
  };
  return { ...actual, api, toast };
}
