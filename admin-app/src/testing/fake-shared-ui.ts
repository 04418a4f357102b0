/**
 * The fake API boundary of the admin tests: the real shared-ui (kit, helpers, ApiError) with its `api` client and
 * `toast` replaced by jest mocks. Use in a spec file as:
 *   jest.mock('@book/shared-ui', () => jest.requireActual('../../testing/fake-shared-ui').fakeSharedUi());
 */
export function fakeSharedUi() {
  const actual = jest.requireActual('@book/shared-ui');
  const toast = Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn(), loading: jest.fn(), dismiss: jest.fn() });
  const api = {
    auth: { me: jest.fn(), login: jest.fn() },
    users: { list: jest.fn(), updateRole: jest.fn() },
    books: { list: jest.fn(), get: jest.fn(), create: jest.fn(), update: jest.fn(), remove: jest.fn() },
    authors: { list: jest.fn(), get: jest.fn(), create: jest.fn(), update: jest.fn(), remove: jest.fn() },
    genres: { list: jest.fn(), create: jest.fn(), update: jest.fn(), remove: jest.fn() },
    reviews: { list: jest.fn(), stats: jest.fn(), create: jest.fn(), update: jest.fn(), remove: jest.fn() },
    upload: { image: jest.fn(), remove: jest.fn() },
    stats: { get: jest.fn() },
    suggestions: { list: jest.fn(), dismiss: jest.fn(), approve: jest.fn() },
  };
  return { ...actual, api, toast };
}
