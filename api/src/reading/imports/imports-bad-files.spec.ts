import { Types } from 'mongoose';
import { createUser, type TestUser, setUpApp } from '../../testing/fixtures';
import { GOODREADS_HEADER } from '../../testing/goodreads-export';
import { exportFile, GOODREADS, upload } from '../../testing/imports';

describe('imports API', () => {
  const { t } = setUpApp();

  describe('bad files: a clear 400 and nothing written', () => {
    let reader: TestUser;
    beforeAll(async () => {
      reader = await createUser(t);
    });
    afterEach(async () => {
      expect(await t.connection.collection('imports').countDocuments({ user: new Types.ObjectId(reader.id) })).toBe(0);
    });

    const expect400 = async (content: Buffer | string, message: string | RegExp) => {
      const res = await upload(t, reader, content);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(message);
    };

    it('not a CSV', () =>
      expect400(
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
        'The file is not a CSV file',
      ));
    it('unknown headers, naming the expected formats', () =>
      expect400(
        'Name,Score\nA,1\n',
        /^Unknown columns: expected a Goodreads library export .* or a StoryGraph export/,
      ));
    it('a broken quote, naming the row', () => {
      // Row 1 spans two lines (a newline in its review): the row number counts rows, not lines.
      return expect400(
        exportFile(GOODREADS).toString().replace('100002,Cafe Stories', '100002,"Cafe Stories'),
        /quote .* on row 3$/,
      );
    });
    it('more than 20,000 rows', () => {
      const row = '1,T,A,"A, B",,"=""""","=""""",0,0,,,,,,,,,,to-read,,,,0,0\n';
      return expect400(GOODREADS_HEADER + '\n' + row.repeat(20_001), 'The file has more than 20,000 rows');
    });
    it('no file', async () => {
      const res = await t.http.post('/api/imports').set(reader.auth).field('other', 'x');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Send one CSV file in the "file" field');
    });
    it('over 10 MB: 413 with a message', async () => {
      const res = await upload(t, reader, Buffer.alloc(10 * 1024 * 1024 + 1, 'a'));
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ success: false, message: 'The file must be at most 10 MB' });
    });
  });
});

describe('import rate limit (UPLOAD_RATE_LIMIT=2)', () => {
  const { t } = setUpApp({ env: { UPLOAD_RATE_LIMIT: '2' } });

  // Each preview stores the file's rows: a user sending files in a loop would fill the database.
  it('answers 429 to the 3rd file of one user within a minute, before reading it, and counts each user apart', async () => {
    const user = await createUser(t);
    await upload(t, user, exportFile(GOODREADS), GOODREADS).expect(201);
    await upload(t, user, exportFile(GOODREADS), GOODREADS).expect(201);
    const res = await upload(t, user, exportFile(GOODREADS), GOODREADS).expect(429);
    expect(res.body).toEqual({ success: false, message: 'Too many uploads, please try again later' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    await upload(t, await createUser(t), exportFile(GOODREADS), GOODREADS).expect(201);
  });
});
