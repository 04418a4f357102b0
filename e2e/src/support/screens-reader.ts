// The screens a signed-in reader sees, in the states the accessibility checks and the visual record look at.
import { waitForSettled } from './session';
import type { Screen } from './screens';
import { click, dialog, readerProfile, T } from './screen-steps';

export const READER_SCREENS: Screen[] = [
  { name: 'user-home', who: 'user', path: () => '/', remote: 'reader-app' },
  { name: 'user-book-detail', who: 'user', path: (d) => `/books/${d.unreviewedBookId}`, remote: 'reader-app' },
  {
    name: 'user-review-form-errors',
    who: 'user',
    path: (d) => `/books/${d.unreviewedBookId}`,
    remote: 'reader-app',
    action: async (p) => {
      await click(p, 'button', /write review/i);
      await p.getByRole('radiogroup').first().waitFor({ timeout: T });
      await p
        .getByRole('button', { name: /^(submit|post|save|publish)( review)?$/i })
        .first()
        .click({ timeout: T });
      await p.getByText('Please select a rating').first().waitFor({ timeout: T });
    },
  },
  {
    name: 'user-series',
    who: 'user',
    path: (d) => `/series/${d.seriesId}`,
    remote: 'reader-app',
    action: (p) => p.getByTestId('series-entry').first().waitFor({ timeout: T }),
  },
  { name: 'user-reading-list', who: 'user', path: () => '/reading-list', remote: 'reader-app' },
  { name: 'user-import-export', who: 'user', path: () => '/reading-list/import', remote: 'reader-app' },
  { name: 'user-profile', who: 'user', path: () => '/profile', remote: 'reader-app' },
  {
    name: 'user-reader-profile',
    who: 'user',
    path: () => '/readers/amy_pages',
    remote: 'reader-app',
    action: (p) => readerProfile(p, 'amy_pages'),
  },
  {
    name: 'user-delete-account-dialog',
    who: 'user',
    path: () => '/profile',
    remote: 'reader-app',
    action: async (p) => (await click(p, 'button', 'Delete my account'), dialog(p)),
  },
  {
    name: 'user-my-year',
    who: 'user',
    path: () => '/my-year',
    remote: 'reader-app',
    action: (p) =>
      p
        .getByTestId('my-year-books')
        .or(p.getByText(/^No books finished in/))
        .first()
        .waitFor({ timeout: T }),
  },
  {
    name: 'user-my-year-goal-form',
    who: 'user',
    path: () => '/my-year',
    remote: 'reader-app',
    action: (p) => click(p, 'button', /^(set a goal|change goal)$/i),
  },
  {
    name: 'user-profile-edit',
    who: 'user',
    path: () => '/profile',
    remote: 'reader-app',
    action: (p) => click(p, 'button', /edit profile/i),
  },
  {
    name: 'user-profile-password',
    who: 'user',
    path: () => '/profile',
    remote: 'reader-app',
    action: (p) => click(p, 'button', /change password/i),
  },
  {
    name: 'user-notifications',
    who: 'user',
    path: () => '/notifications',
    remote: 'reader-app',
    action: (p) => p.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor({ timeout: T }),
  },
  {
    name: 'user-book-comments',
    who: 'user',
    path: (d) => `/books/${d.bookId}`,
    remote: 'reader-app',
    action: async (p) => {
      await click(p, 'button', /^[\d,]+ comments?$/);
      await p.getByLabel('Your comment').first().waitFor({ timeout: T });
      await waitForSettled(p);
    },
  },
  {
    name: 'user-mobile-menu',
    who: 'user',
    path: () => '/books',
    remote: 'reader-app',
    only: 'phone',
    action: (p) => click(p, 'button', /menu/i),
  },
];
