import fc from 'fast-check';

/*
 * What the malformed-input spec sends: the endpoints it tries, as whom, and the generated bodies, ids, content
 * types and raw payloads (wrong types, query operators, huge strings, deep nesting, broken multipart).
 */

export type Who = 'visitor' | 'user' | 'admin';
export interface Endpoint {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  who: Who;
  /** The body is JSON (or query parameters for GET). */
  body: boolean;
}

export const ID = ':id';
export const endpoints: Endpoint[] = [
  { method: 'get', path: '/api/books', who: 'visitor', body: true },
  { method: 'get', path: `/api/books/${ID}`, who: 'visitor', body: false },
  { method: 'post', path: '/api/books', who: 'admin', body: true },
  { method: 'put', path: `/api/books/${ID}`, who: 'admin', body: true },
  { method: 'delete', path: `/api/books/${ID}`, who: 'admin', body: false },
  { method: 'get', path: '/api/authors', who: 'visitor', body: true },
  { method: 'get', path: `/api/authors/${ID}`, who: 'visitor', body: false },
  { method: 'post', path: '/api/authors', who: 'admin', body: true },
  { method: 'put', path: `/api/authors/${ID}`, who: 'admin', body: true },
  { method: 'get', path: '/api/genres', who: 'visitor', body: true },
  { method: 'post', path: '/api/genres', who: 'admin', body: true },
  { method: 'put', path: `/api/genres/${ID}`, who: 'admin', body: true },
  { method: 'get', path: '/api/reviews', who: 'visitor', body: true },
  { method: 'get', path: '/api/reviews/stats', who: 'visitor', body: true },
  { method: 'post', path: '/api/reviews', who: 'user', body: true },
  { method: 'put', path: `/api/reviews/${ID}`, who: 'user', body: true },
  { method: 'get', path: '/api/reading-list', who: 'user', body: true },
  { method: 'post', path: '/api/reading-list', who: 'user', body: true },
  { method: 'put', path: `/api/reading-list/${ID}`, who: 'user', body: true },
  { method: 'post', path: '/api/auth/register', who: 'visitor', body: true },
  { method: 'post', path: '/api/auth/login', who: 'visitor', body: true },
  { method: 'put', path: '/api/auth/profile', who: 'user', body: true },
  { method: 'put', path: '/api/auth/change-password', who: 'user', body: true },
  { method: 'put', path: '/api/auth/avatar', who: 'user', body: true },
  { method: 'get', path: '/api/users', who: 'admin', body: true },
  { method: 'get', path: '/api/users/stats', who: 'admin', body: true },
  { method: 'put', path: `/api/users/${ID}/role`, who: 'admin', body: true },
  { method: 'get', path: '/api/stats', who: 'visitor', body: false },
];

const operator = fc.constantFrom(
  '$gt',
  '$ne',
  '$where',
  '$regex',
  '$in',
  '$exists',
  '$expr',
  '__proto__',
  'constructor',
);
const scalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 5000, maxLength: 20000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    '000000000000000000000000',
    'ffffffffffffffffffffffff',
    '<script>',
    '../../etc/passwd',
    'true',
  ),
);
const withOperator = fc.tuple(operator, scalar).map(([op, v]) => ({ [op]: v }));
const deep = fc.integer({ min: 20, max: 400 }).map((depth) => {
  let v: unknown = 'bottom';
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
});
const value = fc.oneof(
  scalar,
  withOperator,
  deep,
  fc.array(scalar, { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }),
);
const fieldNames = fc.constantFrom(
  'title',
  'author',
  'genres',
  'status',
  'coverImage',
  'pageCount',
  'publishedDate',
  'description',
  'name',
  'bio',
  'book',
  'rating',
  'content',
  'email',
  'password',
  'username',
  'currentPassword',
  'newPassword',
  'avatar',
  'role',
  'page',
  'limit',
  'sort',
  'search',
  'genre',
  'user',
  'passwordHash',
  '_id',
  '$where',
);
export const body = fc.dictionary(fieldNames, value, { maxKeys: 6 });
export const badId = fc.constantFrom(
  'x',
  '123',
  'zzzzzzzzzzzzzzzzzzzzzzzz',
  '%24gt',
  '..%2F..',
  '64b7f0c2a1b2c3d4e5f60718',
  '{"$gt":""}',
  'a'.repeat(300),
);
export const contentType = fc.constantFrom(
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  '',
);
export const rawBody = fc.oneof(
  body.map((b) => JSON.stringify(b)),
  fc.constantFrom(
    '{"a":',
    '[',
    'null',
    '"just a string"',
    '--xyz\r\nContent-Disposition: form-data; name="image"\r\n\r\nnot closed',
    '\u0000\u0001',
  ),
  fc.string({ maxLength: 200 }),
);

/** A generated body as query parameters (objects as JSON). */
export function toQuery(b: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(b)) params.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  return params.toString();
}
