import { Types } from 'mongoose';
import { addToReadingList } from '../../testing/reading-list';
import { createBook } from '../../testing/books';
import { setUpApp } from '../../testing/fixtures';

describe('reading list API', () => {
  const { t, admin, reader, other } = setUpApp({ users: { admin: 'admin', reader: 'user', other: 'user' } });

  describe('reading dates', () => {
    const put = (id: string, body: Record<string, unknown>, user = reader) =>
      t.http.put(`/api/reading-list/${id}`).set(user.auth).send(body);
    const post = (body: Record<string, unknown>) => t.http.post('/api/reading-list').set(reader.auth).send(body);
    const newEntry = async (status?: string) =>
      (await addToReadingList(t, reader, (await createBook(t, admin))._id, status).expect(201)).body.data;
    // Today's date in a time zone, as the API stores a day (its UTC midnight); read around a request, to allow for midnight.
    const dayIn = (timeZone = 'UTC') =>
      `${new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date())}T00:00:00.000Z`;
    const isToday = (iso: string, timeZone = 'UTC') =>
      iso === dayIn(timeZone) || iso === new Date(Date.parse(dayIn(timeZone)) - 86_400_000).toISOString();

    it('sets the start date on Currently Reading and the finish date on Completed, keeping the start', async () => {
      const entry = await newEntry();
      expect(entry).toMatchObject({ startedAt: null, finishedAt: null, rating: null });
      const reading = (await put(entry._id, { status: 'reading' }).expect(200)).body.data;
      expect(isToday(reading.startedAt)).toBe(true);
      expect(reading.finishedAt).toBeNull();
      const completed = (await put(entry._id, { status: 'completed' }).expect(200)).body.data;
      expect(completed.startedAt).toBe(reading.startedAt);
      expect(isToday(completed.finishedAt)).toBe(true);
      // Existing dates are never overwritten by a status change.
      await put(entry._id, { startedAt: '2025-02-01', finishedAt: '2025-03-04' }).expect(200);
      const again = (await put(entry._id, { status: 'reading' }).expect(200)).body.data;
      await put(entry._id, { status: 'completed' }).expect(200);
      expect([again.startedAt, again.finishedAt]).toEqual(['2025-02-01T00:00:00.000Z', '2025-03-04T00:00:00.000Z']);
      const added = await newEntry('completed');
      expect(added.startedAt).toBeNull();
      expect(isToday(added.finishedAt)).toBe(true);
    });

    it("dates a status change with today's date where the reader is, and keeps a sent date as that day", async () => {
      // UTC+14 and UTC-11: 25 hours apart, so their dates always differ, and at least one differs from UTC's.
      for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
        const entry = await newEntry();
        const reading = (await put(entry._id, { status: 'reading', timeZone }).expect(200)).body.data;
        expect(reading.startedAt).toBe(dayIn(timeZone));
        const completed = (await put(entry._id, { status: 'completed', timeZone }).expect(200)).body.data;
        expect(completed.finishedAt).toBe(dayIn(timeZone));
        const book = (await createBook(t, admin))._id;
        expect((await post({ bookId: book, status: 'completed', timeZone }).expect(201)).body.data.finishedAt).toBe(
          dayIn(timeZone),
        );
        // A day is the day picked, whatever the zone.
        expect((await put(entry._id, { startedAt: '2025-01-05', timeZone }).expect(200)).body.data.startedAt).toBe(
          '2025-01-05T00:00:00.000Z',
        );
      }
      // A date sent with a time is the day that instant is where the reader is: 18:30 UTC is already the next day in Tokyo.
      const entry = await newEntry();
      expect(
        (await put(entry._id, { finishedAt: '2025-01-20T18:30:00.000Z', timeZone: 'Asia/Tokyo' }).expect(200)).body.data
          .finishedAt,
      ).toBe('2025-01-21T00:00:00.000Z');
      expect((await put(entry._id, { finishedAt: '2025-01-20T18:30:00.000Z' }).expect(200)).body.data.finishedAt).toBe(
        '2025-01-20T00:00:00.000Z',
      );
      for (const timeZone of ['Mars/Olympus', '', 42, ['UTC']]) {
        const bad = await put(entry._id, { status: 'reading', timeZone }).expect(400);
        expect(bad.body).toMatchObject({
          success: false,
          message: 'Time zone must be a valid IANA time zone, e.g. Europe/Paris',
        });
      }
      const book = (await createBook(t, admin))._id;
      expect((await post({ bookId: book, timeZone: 'Nowhere/Town' }).expect(400)).body.message).toBe(
        'Time zone must be a valid IANA time zone, e.g. Europe/Paris',
      );
    });

    it('lets the reader edit and clear both dates, with or without a status', async () => {
      const entry = await newEntry('reading');
      const res = await put(entry._id, {
        status: 'completed',
        startedAt: '2025-01-05',
        finishedAt: '2025-01-20',
      }).expect(200);
      expect(res.body.data).toMatchObject({
        status: 'completed',
        startedAt: '2025-01-05T00:00:00.000Z',
        finishedAt: '2025-01-20T00:00:00.000Z',
      });
      const cleared = (await put(entry._id, { startedAt: null, finishedAt: '' }).expect(200)).body.data;
      expect(cleared).toMatchObject({ status: 'completed', startedAt: null, finishedAt: null });
      // An explicit null wins over the automatic date.
      const other = await newEntry();
      expect((await put(other._id, { status: 'reading', startedAt: null }).expect(200)).body.data.startedAt).toBeNull();
    });

    it('rejects a finish before the start, a date in the future and a malformed date with a clear 400', async () => {
      const entry = await newEntry();
      await put(entry._id, { startedAt: '2025-05-10' }).expect(200);
      const early = await put(entry._id, { finishedAt: '2025-05-09' }).expect(400);
      expect(early.body).toEqual({ success: false, message: 'Finish date cannot be before the start date' });
      await put(entry._id, { startedAt: '2025-05-11', finishedAt: '2025-05-10' }).expect(400);
      const nextYear = `${new Date().getUTCFullYear() + 1}-01-02`;
      expect((await put(entry._id, { startedAt: nextYear }).expect(400)).body).toEqual({
        success: false,
        message: 'Start date cannot be in the future',
      });
      expect((await put(entry._id, { finishedAt: nextYear }).expect(400)).body).toEqual({
        success: false,
        message: 'Finish date cannot be in the future',
      });
      for (const startedAt of ['yesterday', '2025-02-30', 20250101, { $gt: '' }]) {
        const bad = await put(entry._id, { startedAt }).expect(400);
        expect(bad.body).toMatchObject({ success: false, message: 'Start date must be a valid date' });
      }
      expect((await put(entry._id, {}).expect(400)).body.message).toBe('Send a status, a start date or a finish date');
      // Nothing was changed by the rejected requests.
      const mine = (await t.http.get('/api/reading-list').set(reader.auth).expect(200)).body.data.find(
        (e: { _id: string }) => e._id === entry._id,
      );
      expect(mine).toMatchObject({ status: 'wishlist', startedAt: '2025-05-10T00:00:00.000Z', finishedAt: null });
    });

    it('compares days, not times of day: a start kept with a time (data from before dates were days) allows a finish that day', async () => {
      const entry = await newEntry();
      await t.connection
        .collection('readinglistentries')
        .updateOne({ _id: new Types.ObjectId(entry._id) }, { $set: { startedAt: new Date('2025-03-05T14:00:00Z') } });
      expect((await put(entry._id, { finishedAt: '2025-03-05' }).expect(200)).body.data.finishedAt).toBe(
        '2025-03-05T00:00:00.000Z',
      );
      expect((await put(entry._id, { finishedAt: '2025-03-04' }).expect(400)).body.message).toBe(
        'Finish date cannot be before the start date',
      );
      // Completed on the start's day (in a zone where it is that day): dated that day, not with the start's time.
      const started = await newEntry();
      const now = new Date();
      await t.connection
        .collection('readinglistentries')
        .updateOne({ _id: new Types.ObjectId(started._id) }, { $set: { startedAt: now } });
      const completed = (await put(started._id, { status: 'completed', timeZone: 'UTC' }).expect(200)).body.data;
      expect(isToday(completed.finishedAt)).toBe(true);
    });

    it("answers 404 for another reader's entry when editing dates", async () => {
      const entry = await newEntry();
      await put(entry._id, { startedAt: '2025-01-01' }, other).expect(404);
    });
  });
});
