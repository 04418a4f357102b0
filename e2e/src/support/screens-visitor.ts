// The screens a visitor sees, in the states the accessibility checks and the visual record look at.
import type { Screen } from './screens';
import { click, readerProfile, submitEmpty, T } from './screen-steps';

export const VISITOR_SCREENS: Screen[] = [
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
    // A book of a demo work with several editions: its Other editions, below the reviews.
    name: 'book-other-editions',
    who: 'visitor',
    path: (d) => `/books/${d.editionsBook.id}`,
    remote: 'reader-app',
    action: async (p) => {
      const editions = p.getByRole('region', { name: 'Other editions' });
      await editions.getByRole('link').first().waitFor({ timeout: T });
      await editions.scrollIntoViewIfNeeded();
    },
  },
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
    name: 'series',
    who: 'visitor',
    path: (d) => `/series/${d.seriesId}`,
    remote: 'reader-app',
    action: (p) => p.getByTestId('series-entry').first().waitFor({ timeout: T }),
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
];
