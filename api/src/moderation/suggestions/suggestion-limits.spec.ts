import { createUser, type TestUser, setUpApp } from '../../testing/fixtures';
import { goodreadsExport, upload } from '../../testing/imports';
import { MAX_SUGGESTED_ROWS, SUGGESTED_ROWS_PER_DAY } from './dto/suggestion.dto';

const row = (title: string, author = 'Unlisted Writer', publisher = 'Small Press') =>
  `1,"${title}",${author},,,,,0,0,${publisher},Paperback,123,2001,1999,,2020/06/01,,,to-read,,,,1,0`;

/** One request suggests a bounded number of rows, a reader a bounded number a day, each of fields that fit a book. */
describe('suggestion limits', () => {
  const { t, reader } = setUpApp({ users: { reader: 'user' } });
  let importId: string;
  const suggest = (user: TestUser, id: string, rows: number[]) =>
    t.http.post(`/api/imports/${id}/suggestions`).set(user.auth).send({ rows });
  const numbers = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

  async function previewOf(user: TestUser, rows: string[]): Promise<string> {
    const res = await upload(t, user, goodreadsExport(rows), 'e.csv').expect(201);
    expect(res.body.data.unmatched).toHaveLength(rows.length);
    return res.body.data.id;
  }

  beforeAll(async () => {
    importId = await previewOf(
      reader,
      numbers(1, SUGGESTED_ROWS_PER_DAY + 1).map((n) => row(`Unlisted Book ${n}`)),
    );
  });

  it(`refuses more than ${MAX_SUGGESTED_ROWS} rows in one request`, async () => {
    const res = await suggest(reader, importId, numbers(1, MAX_SUGGESTED_ROWS + 1)).expect(400);
    expect(res.body.message).toBe('At most 100 rows per request');
    expect(await t.connection.collection('suggestions').countDocuments({})).toBe(0);
  });

  it('refuses a row whose title, author or publisher would not fit a book, naming it', async () => {
    const other = await createUser(t);
    const id = await previewOf(other, [
      row('Fine Title'),
      row('t'.repeat(301)),
      row('Fine Again', 'a'.repeat(121)),
      row('Third', 'Writer', 'p'.repeat(201)),
    ]);
    expect((await suggest(other, id, [1, 2]).expect(400)).body.message).toBe(
      'Row 2 cannot be suggested: its title is longer than the 300 characters of a book title',
    );
    expect((await suggest(other, id, [3]).expect(400)).body.message).toBe(
      "Row 3 cannot be suggested: its author is longer than the 120 characters of an author's name",
    );
    expect((await suggest(other, id, [4]).expect(400)).body.message).toBe(
      'Row 4 cannot be suggested: its publisher is longer than the 200 characters of a publisher',
    );
    expect(await t.connection.collection('suggestions').countDocuments({})).toBe(0);
  });

  it(`counts a reader's suggested rows per day in the database: ${SUGGESTED_ROWS_PER_DAY}, then 429 with Retry-After`, async () => {
    expect((await suggest(reader, importId, numbers(1, MAX_SUGGESTED_ROWS)).expect(200)).body.data).toEqual({
      suggested: MAX_SUGGESTED_ROWS,
    });
    expect((await suggest(reader, importId, numbers(101, MAX_SUGGESTED_ROWS)).expect(200)).body.data).toEqual({
      suggested: MAX_SUGGESTED_ROWS,
    });
    const refused = await suggest(reader, importId, [201]).expect(429);
    expect(refused.body).toEqual({
      success: false,
      message: `You can suggest at most ${SUGGESTED_ROWS_PER_DAY} rows a day: try again later`,
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(await t.connection.collection('suggestions').countDocuments({})).toBe(SUGGESTED_ROWS_PER_DAY);
    // The count is the database's (every API process shares it), and another reader has a day of their own.
    expect(
      await t.connection.collection('rate_limits').findOne({ _id: `suggestions:user:${reader.id}` as never }),
    ).toMatchObject({ hits: SUGGESTED_ROWS_PER_DAY });
    const other = await createUser(t);
    const otherImport = await previewOf(other, [row('Unlisted Book 201')]);
    expect((await suggest(other, otherImport, [1]).expect(200)).body.data).toEqual({ suggested: 1 });
  });
});
