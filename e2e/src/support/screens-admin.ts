// The administrator's screens, in the states the accessibility checks and the visual record look at.
import type { Screen } from './screens';
import type { Page } from 'playwright-core';
import { click, dialog, openFirstDelete, reportsQueue, submitEmpty, T } from './screen-steps';

/** Picks a book in one of Group Editions' pickers: its title typed, the first book offered by that title chosen. */
async function chooseBook(page: Page, picker: string, title: string): Promise<void> {
  await page.getByRole('combobox', { name: picker }).fill(title, { timeout: T });
  await page.getByRole('option').filter({ hasText: title }).first().click({ timeout: T });
}

export const ADMIN_SCREENS: Screen[] = [
  { name: 'admin-dashboard', who: 'admin', path: () => '/admin', remote: 'admin-app' },
  {
    name: 'admin-nav-dropdown',
    who: 'admin',
    path: () => '/admin',
    remote: 'admin-app',
    only: 'desktop',
    action: (p) => click(p, 'button', /^admin/i),
  },
  { name: 'admin-books', who: 'admin', path: () => '/admin/books', remote: 'admin-app' },
  {
    name: 'admin-book-modal',
    who: 'admin',
    path: () => '/admin/books',
    remote: 'admin-app',
    action: async (p) => (await click(p, 'button', /add (new )?book/i), dialog(p)),
  },
  {
    name: 'admin-book-modal-errors',
    who: 'admin',
    path: () => '/admin/books',
    remote: 'admin-app',
    action: async (p) => {
      await click(p, 'button', /add (new )?book/i);
      await dialog(p);
      await submitEmpty(p, /create book/i, true);
    },
  },
  {
    name: 'admin-book-delete-confirm',
    who: 'admin',
    path: () => '/admin/books',
    remote: 'admin-app',
    action: openFirstDelete,
  },
  { name: 'admin-authors', who: 'admin', path: () => '/admin/authors', remote: 'admin-app' },
  {
    name: 'admin-author-modal',
    who: 'admin',
    path: () => '/admin/authors',
    remote: 'admin-app',
    action: async (p) => (await click(p, 'button', /add (new )?author/i), dialog(p)),
  },
  {
    name: 'admin-author-modal-errors',
    who: 'admin',
    path: () => '/admin/authors',
    remote: 'admin-app',
    action: async (p) => {
      await click(p, 'button', /add (new )?author/i);
      await dialog(p);
      await submitEmpty(p, /^(create|save)( author)?$/i, true);
    },
  },
  { name: 'admin-genres', who: 'admin', path: () => '/admin/genres', remote: 'admin-app' },
  {
    name: 'admin-genre-modal-errors',
    who: 'admin',
    path: () => '/admin/genres',
    remote: 'admin-app',
    action: async (p) => {
      await click(p, 'button', /add (new )?genre/i);
      await dialog(p);
      await submitEmpty(p, /^(create|save)( genre)?$/i, true);
    },
  },
  {
    name: 'admin-genre-delete-confirm',
    who: 'admin',
    path: () => '/admin/genres',
    remote: 'admin-app',
    action: openFirstDelete,
  },
  { name: 'admin-series', who: 'admin', path: () => '/admin/series', remote: 'admin-app' },
  {
    name: 'admin-series-edit',
    who: 'admin',
    path: () => '/admin/series',
    remote: 'admin-app',
    action: async (p) => {
      await p
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await dialog(p);
      await p.getByTestId('series-entry-row').first().waitFor({ timeout: 10000 });
    },
  },
  { name: 'admin-users', who: 'admin', path: () => '/admin/users', remote: 'admin-app' },
  { name: 'admin-reviews', who: 'admin', path: () => '/admin/reviews', remote: 'admin-app' },
  { name: 'admin-suggestions', who: 'admin', path: () => '/admin/suggestions', remote: 'admin-app' },
  { name: 'admin-reports', who: 'admin', path: () => '/admin/reports', remote: 'admin-app', action: reportsQueue },
  {
    name: 'admin-reports-suspend-dialog',
    who: 'admin',
    path: () => '/admin/reports',
    remote: 'admin-app',
    action: async (p) => {
      await reportsQueue(p);
      await click(p, 'button', /^Suspend author /);
      await dialog(p);
      await submitEmpty(p, /^Suspend$/, true);
    },
  },
  {
    name: 'admin-reports-resolved',
    who: 'admin',
    path: () => '/admin/reports',
    remote: 'admin-app',
    action: (p) =>
      p
        .getByLabel('Show reports')
        .selectOption('resolved')
        .then(() =>
          p
            .getByText(/^No resolved reports$|^by /)
            .first()
            .waitFor({ timeout: T }),
        ),
  },
  { name: 'admin-merges', who: 'admin', path: () => '/admin/merges', remote: 'admin-app' },
  {
    name: 'admin-merge-preview',
    who: 'admin',
    path: () => '/admin/merges',
    remote: 'admin-app',
    action: async (p) => {
      for (const side of ['Duplicate book', 'Book to keep']) {
        await p.getByRole('combobox', { name: side }).click({ timeout: T });
        await p.getByRole('option').first().click({ timeout: T });
      }
      await p.getByRole('region', { name: 'Preview' }).waitFor({ timeout: T });
    },
  },
  { name: 'admin-merge-log', who: 'admin', path: () => '/admin/merges/log', remote: 'admin-app' },
  {
    // A demo work with several editions chosen to stay: its other editions listed, each with Split.
    name: 'admin-group-editions',
    who: 'admin',
    path: () => '/admin/merges/editions',
    remote: 'admin-app',
    action: async (p, d) => {
      await chooseBook(p, 'Book whose work stays', d.editionsBook.title);
      const editions = p.getByRole('region', { name: `Other editions of ${d.editionsBook.title}` });
      await editions
        .getByRole('button', { name: /^Split edition: / })
        .first()
        .waitFor({ timeout: T });
    },
  },
  {
    // That work stays and a book of another work joins it: both works' editions side by side.
    name: 'admin-group-editions-preview',
    who: 'admin',
    path: () => '/admin/merges/editions',
    remote: 'admin-app',
    action: async (p, d) => {
      await chooseBook(p, 'Book whose work stays', d.editionsBook.title);
      await chooseBook(p, 'Book whose work joins it', d.otherWorkTitle);
      await p.getByRole('region', { name: 'Preview' }).waitFor({ timeout: T });
    },
  },
  {
    name: 'admin-mobile-menu',
    who: 'admin',
    path: () => '/admin',
    remote: 'admin-app',
    only: 'phone',
    action: (p) => click(p, 'button', /menu/i),
  },
];
