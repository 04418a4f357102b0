import { Types } from 'mongoose';
import { createAuthor, createBook, createGenre } from '../../testing/books';
import { createReview } from '../../testing/reviews';
import { createUser, UNKNOWN_ID, expectAdministratorsOnly, setUpApp } from '../../testing/fixtures';
import { addToReadingList } from '../../testing/reading-list';

describe('books API', () => {
  const { t, admin, user } = setUpApp({ users: { admin: 'admin', user: 'user' } });

  describe('POST /api/books', () => {
    it('creates a book (default status published) and returns it populated', async () => {
      const author = await createAuthor(t, admin, { name: 'Petra Voss' });
      const genre = await createGenre(t, admin);
      const res = await t.http
        .post('/api/books')
        .set(admin.auth)
        .send({
          title: '  The Salt Orchard ',
          author: author._id,
          genres: [genre._id, genre._id],
          coverImage: 'https://images.example.com/salt.jpg',
          publishedDate: '2020-02-02',
          pageCount: 280,
        })
        .expect(201);
      expect(res.body.data).toMatchObject({
        title: 'The Salt Orchard',
        author: { _id: author._id, name: 'Petra Voss' },
        genres: [{ _id: genre._id, name: genre.name }],
        status: 'published',
        averageRating: 0,
        reviewCount: 0,
        pageCount: 280,
      });
    });

    it('reports every invalid field with a readable message', async () => {
      const res = await t.http.post('/api/books').set(admin.auth).send({}).expect(400);
      expect(res.body.message).toBe('Title is required');
      expect(res.body.errors.title[0]).toBe('Title is required');
      expect(res.body.errors.author[0]).toBe('Author is required');
      expect(res.body.errors.coverImage[0]).toBe('Cover image is required');

      const author = await createAuthor(t, admin);
      const bad = await t.http
        .post('/api/books')
        .set(admin.auth)
        .send({
          title: 'T',
          author: author._id,
          coverImage: 'ftp://x/y.png',
          pageCount: 0,
          status: 'abandoned',
          publishedDate: 'yesterday',
          genres: ['nope'],
        })
        .expect(400);
      expect(bad.body.errors).toEqual({
        coverImage: ['Cover image must be an image URL or an uploaded image path'],
        pageCount: ['Page count must be at least 1'],
        status: ['Status must be one of: published, draft, archived'],
        publishedDate: ['Published date must be a valid date (YYYY-MM-DD)'],
        genres: ['Each genre must be a valid id'],
      });
      const fractional = await t.http
        .post('/api/books')
        .set(admin.auth)
        .send({ title: 'T', author: author._id, coverImage: '/api/uploads/a.png', pageCount: 1.5 })
        .expect(400);
      expect(fractional.body.errors.pageCount).toEqual(['Page count must be a whole number']);
      const traversal = await t.http
        .post('/api/books')
        .set(admin.auth)
        .send({ title: 'T', author: author._id, coverImage: '/api/uploads/../secret.png' })
        .expect(400);
      expect(traversal.body.errors.coverImage).toBeDefined();
      const extra = await t.http
        .post('/api/books')
        .set(admin.auth)
        .send({ title: 'T', author: author._id, coverImage: '/api/uploads/a.png', averageRating: 5 })
        .expect(400);
      expect(extra.body.errors.averageRating).toBeDefined();
    });

    it('rejects an author or genre that does not exist', async () => {
      const res = await t.http
        .post('/api/books')
        .set(admin.auth)
        .send({ title: 'T', author: UNKNOWN_ID, coverImage: '/api/uploads/a.png' })
        .expect(400);
      expect(res.body).toEqual({
        success: false,
        message: 'Author not found',
        errors: { author: ['Author not found'] },
      });
      const author = await createAuthor(t, admin);
      const genre = await createGenre(t, admin);
      const g = await t.http
        .post('/api/books')
        .set(admin.auth)
        .send({ title: 'T', author: author._id, genres: [genre._id, UNKNOWN_ID], coverImage: '/api/uploads/a.png' })
        .expect(400);
      expect(g.body.errors.genres).toBeDefined();
      const op = await t.http
        .post('/api/books')
        .set(admin.auth)
        .send({ title: 'T', author: { $ne: null }, coverImage: '/api/uploads/a.png' })
        .expect(400);
      expect(op.body.errors.author).toBeDefined();
    });
  });

  describe('PUT /api/books/:id', () => {
    it('changes only the fields sent, can clear optional ones, rejects null required ones', async () => {
      const book = await createBook(t, admin, {
        title: 'Before',
        publisher: 'P',
        pageCount: 100,
        publishedDate: '2000-01-01',
      });
      const res = await t.http
        .put(`/api/books/${book._id}`)
        .set(admin.auth)
        .send({ title: 'After', pageCount: null, publishedDate: '' })
        .expect(200);
      expect(res.body.data).toMatchObject({
        title: 'After',
        publisher: 'P',
        pageCount: null,
        publishedDate: null,
        author: book.author,
      });
      const bad = await t.http
        .put(`/api/books/${book._id}`)
        .set(admin.auth)
        .send({ title: null, coverImage: '' })
        .expect(400);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['coverImage', 'title']);
      await t.http.put(`/api/books/${book._id}`).set(admin.auth).send({ author: UNKNOWN_ID }).expect(400);
      await t.http.put(`/api/books/${UNKNOWN_ID}`).set(admin.auth).send({ title: 'x' }).expect(404);
      await t.http.put('/api/books/x').set(admin.auth).send({ title: 'x' }).expect(400);
    });
  });

  describe('DELETE /api/books/:id', () => {
    it("removes the book's reviews and reading-list entries", async () => {
      const book = await createBook(t, admin);
      const reader = await createUser(t);
      await createReview(t, reader, book._id);
      await addToReadingList(t, reader, book._id, 'reading').expect(201);
      await t.http.delete(`/api/books/${book._id}`).set(admin.auth).expect(200);
      await t.http.get(`/api/books/${book._id}`).expect(404);
      expect((await t.http.get(`/api/reviews?book=${book._id}`).expect(200)).body.data).toEqual([]);
      expect((await t.http.get('/api/reading-list').set(reader.auth).expect(200)).body.data).toEqual([]);
      const byBook = { book: new Types.ObjectId(book._id) };
      expect(await t.connection.collection('reviews').countDocuments(byBook)).toBe(0);
      expect(await t.connection.collection('readinglistentries').countDocuments(byBook)).toBe(0);
      await t.http.delete(`/api/books/${book._id}`).set(admin.auth).expect(404);
      await t.http.delete('/api/books/x').set(admin.auth).expect(400);
    });
  });

  describe('genre deletion', () => {
    it('removes the genre from every book', async () => {
      const [g1, g2] = [await createGenre(t, admin), await createGenre(t, admin)];
      const book = await createBook(t, admin, { genres: [g1._id, g2._id] });
      await t.http.delete(`/api/genres/${g1._id}`).set(admin.auth).expect(200);
      const res = await t.http.get(`/api/books/${book._id}`).expect(200);
      expect(res.body.data.genres).toEqual([{ _id: g2._id, name: g2.name }]);
      const raw = await t.connection.collection('books').findOne({ title: book.title });
      expect(raw?.genres.map(String)).toEqual([g2._id]);
    });
  });

  describe('authorization', () => {
    it('lets only administrators write: 401 for visitors, 403 for users', async () => {
      const book = await createBook(t, admin);
      const author = book.author as { _id: string };
      const calls = [
        () => t.http.post('/api/books').send({ title: 'x', author: author._id, coverImage: '/api/uploads/x.png' }),
        () => t.http.put(`/api/books/${book._id}`).send({ title: 'x' }),
        () => t.http.delete(`/api/books/${book._id}`),
      ];
      await expectAdministratorsOnly(calls, user);
      await t.http.get(`/api/books/${book._id}`).expect(200);
    });
  });
});
