import { createAdmin, createUser, createUsers, setUpApp } from '../../testing/fixtures';
import { createBook } from '../../testing/books';
import { createReview } from '../../testing/reviews';

describe('reports per account and hour', () => {
  const { t } = setUpApp({ env: { REPORT_RATE_LIMIT: '3', NEW_ACCOUNT_LIMIT_FACTOR: '1' } });

  it('refuses a reader past REPORT_RATE_LIMIT reports an hour with 429 and Retry-After, refused reports included', async () => {
    const admin = await createAdmin(t);
    const book = await createBook(t, admin);
    const [reader, other] = await createUsers(t, 2);
    const reviews = [];
    for (let i = 0; i < 4; i++) reviews.push(await createReview(t, await createUser(t), book._id));
    await t.http
      .post('/api/reports')
      .set(reader.auth)
      .send({ kind: 'review', target: reviews[0]._id, reason: 'spam' })
      .expect(201);
    await t.http
      .post('/api/reports')
      .set(reader.auth)
      .send({ kind: 'review', target: reviews[0]._id, reason: 'spam' })
      .expect(409);
    await t.http
      .post('/api/reports')
      .set(reader.auth)
      .send({ kind: 'review', target: reviews[1]._id, reason: 'spam' })
      .expect(201);
    const refused = await t.http
      .post('/api/reports')
      .set(reader.auth)
      .send({ kind: 'review', target: reviews[2]._id, reason: 'spam' })
      .expect(429);
    expect(refused.body).toEqual({ success: false, message: 'Too many reports; try again later' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Nothing was recorded for the refused report; another reader has an allowance of their own.
    expect(
      (await t.http.get('/api/reports').set(admin.auth).expect(200)).body.data.map((g: { target: string }) => g.target),
    ).toEqual([reviews[0]._id, reviews[1]._id]);
    await t.http
      .post('/api/reports')
      .set(other.auth)
      .send({ kind: 'review', target: reviews[2]._id, reason: 'spam' })
      .expect(201);
  });
});
