import { setUpApp } from '../../testing/fixtures';

describe('GET /api/health', () => {
  const { t } = setUpApp();

  it('reports the process and the database as up', async () => {
    const res = await t.http.get('/api/health').expect(200);
    expect(res.body).toEqual({ success: true, data: expect.objectContaining({ status: 'ok', database: 'up' }) });
  });

  it('has a liveness answer that never touches the database', async () => {
    const res = await t.http.get('/api/health/live').expect(200);
    expect(res.body).toEqual({ success: true, data: { status: 'ok', uptime: expect.any(Number) } });
  });

  it('answers an unknown route with a 404 in the error envelope', async () => {
    const res = await t.http.get('/api/nope').expect(404);
    expect(res.body).toEqual({ success: false, message: expect.any(String) });
  });

  it("gives the API's answers a strict, short set of security headers (OWASP REST): nothing may run, load or frame", async () => {
    for (const url of ['/api/health', '/api/books?limit=1', '/api/nope']) {
      const res = await t.http.get(url);
      expect(res.headers).toMatchObject({
        'content-security-policy': "default-src 'none';frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'strict-transport-security': expect.stringMatching(/^max-age=\d+/),
        'referrer-policy': 'no-referrer',
        'cross-origin-resource-policy': 'cross-origin',
      });
      for (const documentOnly of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-xss-protection',
      ]) {
        expect(res.headers[documentOnly]).toBeUndefined();
      }
    }
    // The interactive docs are an HTML page running Swagger UI: helmet's document policy.
    const docs = await t.http.get('/api/docs/').expect(200);
    expect(docs.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(docs.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('sets security headers and serves the OpenAPI document', async () => {
    const res = await t.http.get('/api/docs-json').expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body.openapi).toMatch(/^3\./);
  });
});
