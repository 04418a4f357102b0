// The Manage Books screen's server, faked for its specs (the list, the author picker, the book form, its drafts).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, useSession } from '@book/core';
import ManageBooks from './ManageBooks';
import { renderAdmin } from '../../testing/render';
import { author, book, genre, page } from '../../testing/fixtures';

export const list = api.books.list as jest.Mock;
export const create = api.books.create as jest.Mock;
export const update = api.books.update as jest.Mock;
export const removeBook = api.books.remove as jest.Mock;
export const upload = api.upload.image as jest.Mock;
export const authorsPage = api.authors.page as jest.Mock;
/** The authors the server knows; a search finds those whose name contains it (case aside). */
const AUTHORS = [author({ _id: 'a2', name: 'Frank Herbert' }), author()];

/** Before each test: two books (one a draft without an author), two authors, three genres, nobody signed in. */
export function fakeCatalogue() {
  jest.clearAllMocks();
  sessionStorage.clear();
  useSession.setState({ token: null, user: null, status: 'anonymous' });
  list.mockResolvedValue(
    page([
      book(),
      book({
        _id: 'b2',
        title: 'Dune Draft',
        author: null,
        genres: [],
        status: 'draft',
        reviewCount: 0,
        averageRating: 0,
      }),
    ]),
  );
  authorsPage.mockImplementation(async ({ search = '' }: { search?: string }) =>
    page(AUTHORS.filter((a) => a.name.toLowerCase().includes(search.toLowerCase()))),
  );
  (api.genres.list as jest.Mock).mockResolvedValue([
    genre(),
    genre({ _id: 'g2', name: 'Classic' }),
    genre({ _id: 'g3', name: 'Sci-Fi' }),
  ]);
}

/** Opens the Add New Book form once the list and the form's genres are there. */
export async function openCreateForm() {
  const user = userEvent.setup();
  renderAdmin(<ManageBooks />, { route: '/admin/books' });
  await screen.findByText('A Wizard of Earthsea');
  await user.click(screen.getByRole('button', { name: 'Add Book' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add New Book' });
  await within(dialog).findByRole('checkbox', { name: 'Classic' });
  return { user, dialog };
}
