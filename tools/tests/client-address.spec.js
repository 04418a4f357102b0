// Rate limits count each browser apart through the shell's /api proxy, as `npm start` runs the two: the API (from its
// sources) with the TRUST_PROXY setting product.mjs gives it, and the shell's static server (the edge's serveStatic)
// proxying /api to it. Browsers on other computers are other loopback addresses here (127.0.0.2, 127.0.0.3...): the
// proxy listens on 127.0.0.1, and each request leaves from the address named as its `from`.
const { spawn } = require('node:child_process');
const { mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const http = require('node:http');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const ROOT = join(__dirname, '../..');

/**
 * A child process (the product's modules are ESM) that starts the API from its sources behind the shell's proxy,
 * exactly as startProduct wires them, and prints both ports.
 */
function startProxiedApi(apiEnv) {
  const dir = mkdtempSync(join(tmpdir(), 'client-address-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  const script = `
    import { spawn } from 'node:child_process';
    import { createServer } from 'node:net';
    import { PROXIED_API_ENV, apiUrlFromProxy } from ${JSON.stringify(join(ROOT, 'tools/lib/product.mjs'))};
    import { serveStatic } from ${JSON.stringify(join(ROOT, 'edge/node.mjs'))};
    const free = () => new Promise((ok) => { const s = createServer().listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => ok(port)); }); });
    const apiPort = await free();
    const api = spawn(process.execPath, ['-r', '@swc-node/register', '-r', './api/src/testing/exit-with-parent.ts', 'api/src/main.ts'], {
      cwd: ${JSON.stringify(ROOT)},
      env: { ...process.env, SWC_NODE_PROJECT: 'api/tsconfig.json', NODE_ENV: 'test', SEED: 'false', BCRYPT_ROUNDS: '4', PORT: String(apiPort), ...PROXIED_API_ENV, ...JSON.parse(process.env.API_ENV) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    process.on('SIGTERM', () => { api.kill('SIGTERM'); process.exit(0); });
    for (let i = 0; ; i++) {
      if (api.exitCode !== null || i > 600) throw new Error('the API did not start');
      if (await fetch('http://127.0.0.1:' + apiPort + '/api/health/live').then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const shell = await serveStatic({ dir: ${JSON.stringify(dir)}, port: 0, spa: true, apiTarget: apiUrlFromProxy(apiPort) });
    console.log('PORTS ' + shell.address().port + ' ' + apiPort);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    env: { ...process.env, API_ENV: JSON.stringify(apiEnv) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const m = /PORTS (\d+) (\d+)/.exec(chunk.toString());
      if (m)
        resolve({
          shellPort: Number(m[1]),
          apiPort: Number(m[2]),
          stop: () => (child.kill('SIGTERM'), rmSync(dir, { recursive: true, force: true })),
        });
    });
    child.once('exit', (code) => reject(new Error(`the proxied API exited with ${code}`)));
  });
}

/** A JSON POST to `port` on 127.0.0.1 leaving from the loopback address `from`. */
function post(port, from, path, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), ...headers },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            retryAfter: res.headers['retry-after'],
            cookies: (res.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]),
            body: JSON.parse(Buffer.concat(chunks).toString() || 'null'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

const PASSWORD = 'quiet-harbor-42';
const account = (name) => ({
  firstName: 'Test',
  lastName: 'Reader',
  username: name,
  email: `${name}@example.com`,
  password: PASSWORD,
});

let product;
beforeAll(async () => {
  product = await startProxiedApi({
    AUTH_RATE_LIMIT: '3',
    LOGIN_ACCOUNT_LIMIT: '3',
    LOGIN_ACCOUNT_WINDOW_MS: '600000',
    JWT_SECRET: 'client-address-test',
  });
}, 120_000);
afterAll(() => product?.stop());

const viaProxy = (from, path, body, headers) => post(product.shellPort, from, path, body, headers);
const statuses = (responses) => responses.map((r) => r.status);
async function inTurn(count, request) {
  const responses = [];
  for (let i = 0; i < count; i++) responses.push(await request(i));
  return responses;
}

describe("the shell's /api proxy and the API's client address", () => {
  // Each wrong sign-in names another account, so that only the per-address limit (AUTH_RATE_LIMIT=3) is at work.
  it('counts each computer apart: one that fails its sign-ins does not lock another out', async () => {
    expect((await viaProxy('127.0.0.3', '/api/auth/register', account('reader_three'))).status).toBe(201);
    const wrong = await inTurn(4, (i) =>
      viaProxy('127.0.0.2', '/api/auth/login', { email: `nobody${i}@example.com`, password: 'guess-it-1' }),
    );
    expect(statuses(wrong)).toEqual([401, 401, 401, 429]);
    expect(Number(wrong[3].retryAfter)).toBeGreaterThan(0);
    expect(
      (await viaProxy('127.0.0.3', '/api/auth/login', { email: 'reader_three@example.com', password: PASSWORD }))
        .status,
    ).toBe(200);
  });

  it('sets X-Forwarded-For itself: a client cannot pass for another address through it', async () => {
    const forged = await inTurn(3, (i) =>
      viaProxy(
        '127.0.0.2',
        '/api/auth/login',
        { email: `someone${i}@example.com`, password: 'guess-it-2' },
        { 'X-Forwarded-For': `198.51.100.${i + 1}`, Forwarded: `for=198.51.100.${i + 1}` },
      ),
    );
    expect(statuses(forged)).toEqual([429, 429, 429]);
  });

  it("believes X-Forwarded-For from the proxy's hop only: a client that sends it to the API directly is not believed", async () => {
    const direct = await inTurn(4, (i) =>
      post(
        product.apiPort,
        '127.0.0.5',
        '/api/auth/login',
        { email: `anyone${i}@example.com`, password: 'guess-it-3' },
        { 'X-Forwarded-For': `203.0.113.${i + 1}` },
      ),
    );
    expect(statuses(direct)).toEqual([401, 401, 401, 429]);
  });

  it("never lets a stranger lock a chosen account out: the owner's browser signs in while every attacker is refused", async () => {
    const registered = await viaProxy('127.0.0.4', '/api/auth/register', account('site_admin'));
    expect(registered.status).toBe(201);
    // The browser that registered keeps the account's device cookie (through the shell's proxy).
    const device = { Cookie: registered.cookies.join('; ') };
    expect(registered.cookies.some((cookie) => cookie.startsWith('device_'))).toBe(true);
    const attack = await inTurn(4, () =>
      viaProxy('127.0.0.6', '/api/auth/login', { email: 'site_admin@example.com', password: 'guess-it-4' }),
    );
    expect(statuses(attack)).toEqual([401, 401, 401, 429]);
    // The account has had its 3 failures: guesses from any other computer without its device cookie are refused.
    const second = await inTurn(2, () =>
      viaProxy('127.0.0.7', '/api/auth/login', { email: 'site_admin@example.com', password: 'guess-it-5' }),
    );
    expect(statuses(second)).toEqual([429, 429]);
    // The owner's browser still signs in, from their address or another.
    for (const from of ['127.0.0.4', '127.0.0.8'])
      expect(
        (await viaProxy(from, '/api/auth/login', { email: 'site_admin@example.com', password: PASSWORD }, device))
          .status,
      ).toBe(200);
  });
});
