import { createTestApp, type TestApp } from '../testing/test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

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

  it('sets security headers and serves the OpenAPI document', async () => {
    const res = await t.http.get('/api/docs-json').expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body.openapi).toMatch(/^3\./);
  });
});
