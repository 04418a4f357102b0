// Books a journey adds to the catalogue through the API, as the administrator, and removes once it is done.
import { apiCall } from './session';

/** A book a journey makes: its title, and its id once made. */
export interface MadeBook {
  title: string;
  _id: string;
}

/** Publishes each book (the catalogue's first author, a seeded book's cover) and fills in its id. */
export async function publishBooks(adminToken: string, books: MadeBook[]): Promise<void> {
  const [author] = await apiCall<{ _id: string }[]>('GET', '/authors?limit=1');
  const [seeded] = await apiCall<{ coverImage: string }[]>('GET', '/books?limit=1');
  for (const book of books) {
    const created = await apiCall<{ _id: string }>('POST', '/books', adminToken, {
      title: book.title,
      author: author._id,
      coverImage: seeded.coverImage,
      status: 'published',
    });
    book._id = created._id;
  }
}

/** Deletes the books a journey made (one already gone, e.g. merged away, is passed over). */
export async function deleteBooks(adminToken: string, books: MadeBook[]): Promise<void> {
  for (const book of books) await apiCall('DELETE', `/books/${book._id}`, adminToken).catch(() => undefined);
}
