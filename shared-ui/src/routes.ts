/** The pages each remote renders; the shell owns the route table (spec section 2) and passes the page by name. */
export type ReaderPage = 'home' | 'books' | 'book-detail' | 'authors' | 'profile' | 'reading-list';
export type AdminPage = 'dashboard' | 'books' | 'authors' | 'genres' | 'users' | 'reviews';

export interface ReaderAppProps {
  page: ReaderPage;
}

export interface AdminAppProps {
  page: AdminPage;
}
