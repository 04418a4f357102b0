import { Types } from 'mongoose';
import { generatedIsbn } from '../../catalogue/books/isbn';
import { setUpApp } from '../../testing/fixtures';
import { queriesDuring } from '../../testing/index-coverage';
import { Collections } from '../database/collections';
import { works } from './0015-works';

describe('migration 0015 (works)', () => {
  const { t } = setUpApp();
  const raw = (name: string) => t.connection.collection(name);

  /** `n` books with an ISBN, a review and a list entry each, as the version before works kept them. */
  async function shapedAsBefore(n: number): Promise<void> {
    for (const name of ['books', 'reviews', 'readinglistentries']) await raw(name).deleteMany({});
    const books = Array.from({ length: n }, (_, i) => ({
      _id: new Types.ObjectId(),
      title: `Old Book ${i}`,
      status: 'published',
      isbn: generatedIsbn(9100, i),
      ratingHistogram: [0, 0, 0, 1, 0],
    }));
    await raw('books').insertMany(books);
    const user = () => new Types.ObjectId();
    await raw('reviews').insertMany(books.map((b) => ({ user: user(), book: b._id, rating: 4 })));
    await raw('readinglistentries').insertMany(books.map((b) => ({ user: user(), book: b._id, status: 'wishlist' })));
  }

  async function commandsOfMigrating(n: number): Promise<string[]> {
    await shapedAsBefore(n);
    const sent = await queriesDuring(t.connection, () => works.up(t.app.get(Collections)));
    expect(await raw('reviews').countDocuments({ work: { $exists: true } })).toBe(n);
    return sent.map((c) => `${c.collection}.${c.op}`).sort();
  }

  it('gives every book, review and entry its work in the same commands for 1,200 books as for 3', async () => {
    const small = await commandsOfMigrating(3);
    const large = await commandsOfMigrating(1200);
    expect(large).toEqual(small);
    const book = await raw('books').findOne({ title: 'Old Book 1199' });
    expect(book).toMatchObject({ work: book!._id, workPrimary: true, isbn13: generatedIsbn(9100, 1199) });
    const review = await raw('reviews').findOne({ book: book!._id });
    expect(review!.work).toEqual(book!._id);
    expect(await raw('migration_scratch').countDocuments()).toBe(0);
  }, 60_000);
});
