// Every screen of the product (spec section 2) in the states worth looking at: the catalogue the
// accessibility checks and the visual record walk through.
import type { Page } from 'playwright-core';
import { ADMIN, USER } from './browser';
import { apiCall, apiLogin, waitForRemote, waitForSettled, type Credentials } from './session';

export type Who = 'visitor' | 'user' | 'admin';
export const ACCOUNTS: Record<Who, Credentials | null> = { visitor: null, user: USER, admin: ADMIN };

export interface ScreenData {
  /** A book with reviews (the top-rated one). */
  bookId: string;
  /** A book the demo user has not reviewed (so Write Review is offered). */
  unreviewedBookId: string;
  /** The author of the book with reviews (their page lists rated books). */
  authorId: string;
}

export interface Screen {
  name: string;
  who: Who;
  path: (data: ScreenData) => string;
  /** The remote that renders it; null for the shell's own pages (login, register). */
  remote: 'reader-app' | 'admin-app' | null;
  /** Brings the screen into the state to record (open a modal, show the form's errors...). */
  action?: (page: Page) => Promise<void>;
  /** Only meaningful at one width (the mobile menu). */
  only?: 'phone' | 'desktop';
}

export async function loadScreenData(): Promise<ScreenData> {
  const books = await apiCall<{ _id: string; reviewCount: number; author: { _id: string } | null }[]>(
    'GET',
    '/books?sort=-reviewCount&limit=100',
  );
  if (!books.length) throw new Error('the seeded catalogue is empty');
  const user = await apiLogin(USER);
  const reviews = await apiCall<{ book: string | { _id: string } }[]>(
    'GET',
    `/reviews?user=${user.user._id}&limit=500`,
  );
  const reviewed = new Set(reviews.map((r) => (typeof r.book === 'string' ? r.book : r.book._id)));
  const unreviewed = books.find((b) => !reviewed.has(b._id));
  const authorId = books.find((b) => b.author)?.author?._id;
  if (!authorId) throw new Error('no seeded book has an author');
  const data = { bookId: books[0]._id, unreviewedBookId: (unreviewed ?? books[books.length - 1])._id, authorId };
  await ensureOpenReport(data);
  return data;
}

const T = 8000;

async function click(page: Page, role: 'button' | 'link', name: RegExp | string): Promise<void> {
  await page
    .getByRole(role, { name, exact: typeof name === 'string' })
    .first()
    .click({ timeout: T });
}

async function dialog(page: Page): Promise<void> {
  await page.getByRole('dialog').first().waitFor({ timeout: T });
  await page.waitForTimeout(300); // let an opening transition finish
}

/** Submits the open form (the dialog's, or the page's) empty, and waits for its error messages. */
async function submitEmpty(page: Page, button: RegExp, inDialog = false): Promise<void> {
  const scope = inDialog ? page.getByRole('dialog').first() : page.locator('main, body').first();
  await scope.getByRole('button', { name: button }).last().click({ timeout: T });
  await page.locator('[aria-invalid="true"], [role="alert"]').first().waitFor({ timeout: T });
}

async function openFirstDelete(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /delete/i })
    .first()
    .click({ timeout: T });
  await page.getByRole('dialog').or(page.getByRole('alertdialog')).first().waitFor({ timeout: T });
}

/**
 * Reports has something to show: the demo user reports a review of the book with reviews (one by someone else) as
 * spam, unless their report of it is already open (409), so the queue holds at least one item with its actions.
 */
async function ensureOpenReport(data: ScreenData): Promise<void> {
  const { token, user } = await apiLogin(USER);
  const reviews = await apiCall<{ _id: string; user: { _id: string } | null }[]>(
    'GET',
    `/reviews?book=${data.bookId}&limit=20`,
  );
  const other = reviews.find((r) => r.user && r.user._id !== user._id);
  if (!other) throw new Error('the book with reviews has none by another reader');
  await apiCall('POST', '/reports', token, { kind: 'review', target: other._id, reason: 'spam' }).catch(
    (err: Error) => {
      if (!/: 409 /.test(err.message)) throw err;
    },
  );
}

/** The Reports queue once its items are shown. */
async function reportsQueue(page: Page): Promise<void> {
  await page.getByTestId('admin-report-row').first().waitFor({ timeout: T });
}

/** A reader's public profile once its name, reviews and lists are shown. */
async function readerProfile(page: Page, username: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: username }).waitFor({ timeout: T });
  await page.getByTestId('reader-review').or(page.getByText('No reviews yet.')).first().waitFor({ timeout: T });
  await page.getByTestId('reader-row').or(page.getByText('No followers yet.')).first().waitFor({ timeout: T });
}

export const SCREENS: Screen[] = [
  // Visitor
  { name: 'home', who: 'visitor', path: () => '/', remote: 'reader-app' },
  { name: 'books', who: 'visitor', path: () => '/books', remote: 'reader-app' },
  {
    name: 'books-list-view',
    who: 'visitor',
    path: () => '/books',
    remote: 'reader-app',
    action: (p) => click(p, 'button', /list/i),
  },
  {
    name: 'books-empty',
    who: 'visitor',
    path: () => '/books?search=zzqqxxnothing',
    remote: 'reader-app',
    action: (p) => p.getByText('No books found').first().waitFor({ timeout: T }),
  },
  { name: 'book-detail', who: 'visitor', path: (d) => `/books/${d.bookId}`, remote: 'reader-app' },
  {
    name: 'book-not-found',
    who: 'visitor',
    path: () => '/books/000000000000000000000000',
    remote: 'reader-app',
    action: (p) => p.getByText('Book not found').first().waitFor({ timeout: T }),
  },
  { name: 'authors', who: 'visitor', path: () => '/authors', remote: 'reader-app' },
  {
    name: 'author',
    who: 'visitor',
    path: (d) => `/authors/${d.authorId}`,
    remote: 'reader-app',
    action: (p) => p.getByTestId('author-average').first().waitFor({ timeout: T }),
  },
  {
    name: 'author-not-found',
    who: 'visitor',
    path: () => '/authors/000000000000000000000000',
    remote: 'reader-app',
    action: (p) => p.getByText('Author not found').first().waitFor({ timeout: T }),
  },
  {
    name: 'reader-profile',
    who: 'visitor',
    path: () => '/readers/amy_pages',
    remote: 'reader-app',
    action: (p) => readerProfile(p, 'amy_pages'),
  },
  {
    name: 'reader-not-found',
    who: 'visitor',
    path: () => '/readers/no_such_reader',
    remote: 'reader-app',
    action: (p) => p.getByText('Reader not found').first().waitFor({ timeout: T }),
  },
  { name: 'login', who: 'visitor', path: () => '/login', remote: null },
  {
    name: 'login-errors',
    who: 'visitor',
    path: () => '/login',
    remote: null,
    action: (p) => submitEmpty(p, /^(login|sign in)$/i),
  },
  { name: 'register', who: 'visitor', path: () => '/register', remote: null },
  {
    name: 'register-errors',
    who: 'visitor',
    path: () => '/register',
    remote: null,
    action: (p) => submitEmpty(p, /^(register|create account|sign up)$/i),
  },
  {
    name: 'mobile-menu',
    who: 'visitor',
    path: () => '/',
    remote: 'reader-app',
    only: 'phone',
    action: (p) => click(p, 'button', /menu/i),
  },
  // Signed-in reader
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
  // Admin
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
  {
    name: 'admin-mobile-menu',
    who: 'admin',
    path: () => '/admin',
    remote: 'admin-app',
    only: 'phone',
    action: (p) => click(p, 'button', /menu/i),
  },
];

/** Opens a screen in `page` and brings it into its recorded state. */
export async function showScreen(page: Page, screen: Screen, data: ScreenData): Promise<void> {
  await page.goto(screen.path(data));
  if (screen.remote) await waitForRemote(page, screen.remote);
  else {
    await page.getByLabel('Email').first().waitFor({ timeout: 20000 });
    await waitForSettled(page);
  }
  if (screen.action) await screen.action(page);
  await page.waitForTimeout(150);
}
