import { editionsApi } from './editions-calls';

/** The requests the calls send, as the browser's fetch receives them. */
let sent: { url: string; method: string; body: unknown }[];

beforeEach(() => {
  sent = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), method: init?.method ?? 'GET', body: init?.body });
    return { ok: true, status: 200, json: async () => ({ success: true, data: {} }) } as unknown as Response;
  });
});
afterEach(() => {
  // jsdom has no fetch of its own.
  delete (globalThis as { fetch?: unknown }).fetch;
});

describe('editions calls', () => {
  it("switches an entry's edition with PUT /api/reading-list/:id/edition { book }", async () => {
    await editionsApi.switchEntry('e1', 'b2');
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe('PUT');
    expect(new URL(sent[0].url, 'http://localhost').pathname).toBe('/api/reading-list/e1/edition');
    expect(JSON.parse(String(sent[0].body))).toEqual({ book: 'b2' });
  });

  it("reads a book's other editions with GET /api/books/:id/editions", async () => {
    await editionsApi.list('b1');
    expect(sent.map(({ method, url }) => [method, new URL(url, 'http://localhost').pathname])).toEqual([
      ['GET', '/api/books/b1/editions'],
    ]);
  });
});
