// `npm run bench -- chaos`: the built API (dist/api) on its own embedded database under a steady mixed load (~60 req/s:
// catalogue pages, searches, book pages, a signed-in reading list, writes), while the database is frozen (SIGSTOP)
// for 10 s, resumed, killed, and restarted on the same port. Prints, per phase, how every request was answered.
// Options (environment): CHAOS_PORT (API port, default 3950), CHAOS_RATE (requests per second, default 60),
// CHAOS_FREEZE_MS (default 10000).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { startApi } from '../lib/product.mjs';

const require = createRequire(import.meta.url);
const API_PORT = Number(process.env.CHAOS_PORT ?? 3950);
const RATE = Number(process.env.CHAOS_RATE ?? 60);
const FREEZE_MS = Number(process.env.CHAOS_FREEZE_MS ?? 10000);
const HANG_MS = 6000;
const SLOW_MS = 2000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function startDatabase(port = 0) {
  const bin = join(dirname(require.resolve('@jongodb/memory-server-bin-linux-x64-gnu/package.json')), 'bin', 'jongodb');
  return new Promise((resolve, reject) => {
    const child = spawn(bin, ['--host=127.0.0.1', `--port=${port}`, '--database=chaos'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
      const m = /JONGODB_URI=(\S+)/.exec(out);
      if (m) {
        child.stdout.resume();
        resolve({ child, uri: m[1], port: Number(new URL(m[1]).port) });
      }
    });
    child.stderr.resume();
    child.once('exit', (code) => reject(new Error(`jongodb exited (${code}): ${out}`)));
  });
}

const base = `http://127.0.0.1:${API_PORT}/api`;
let phase = 'baseline';
const results = []; // { phase, status, ms }
const health = []; // { phase, status, ms }

async function call(path, init = {}) {
  const started = Date.now();
  const thisPhase = phase;
  let status;
  try {
    const res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(HANG_MS) });
    await res.arrayBuffer();
    status = res.status;
  } catch {
    status = 'hang';
  }
  // A request of the 'killed' phase answered by the restarted (empty) database belongs to the restart.
  return {
    phase: thisPhase === 'killed' && phase === 'restarted' ? 'restarted' : thisPhase,
    status,
    ms: Date.now() - started,
  };
}

async function main() {
  const uploadDir = mkdtempSync(join(tmpdir(), 'chaos-uploads-'));
  let db = await startDatabase();
  const api = await startApi({
    port: API_PORT,
    quiet: !process.env.CHAOS_VERBOSE,
    env: {
      MONGODB_URI: db.uri,
      SEED: 'true',
      JWT_SECRET: 'chaos-secret-0123456789',
      AUTH_RATE_LIMIT: '100000',
      UPLOAD_DIR: uploadDir,
      NODE_ENV: 'development',
    },
  });
  const login = await (
    await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'user@example.com', password: 'user123' }),
    })
  ).json();
  const auth = { Authorization: `Bearer ${login.data.token}` };
  const books = (await (await fetch(`${base}/books?limit=24`)).json()).data;
  let n = 0;
  // The mix: cached catalogue pages, distinct searches (never cached), book pages, a signed-in list, a write.
  const mix = [
    () => call('/books?limit=24'),
    () => call('/books?limit=24&sort=-averageRating'),
    () => call(`/books?search=q${n}`),
    () => call(`/books/${books[n % books.length]._id}`),
    () => call('/reading-list', { headers: auth }),
    () =>
      call('/auth/profile', {
        method: 'PUT',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: login.data.user.username, email: login.data.user.email, bio: `bio ${n}` }),
      }),
  ];
  let running = true;
  const pending = [];
  const load = (async () => {
    while (running) {
      n += 1;
      pending.push(mix[n % mix.length]().then((r) => results.push(r)));
      await sleep(1000 / RATE);
    }
  })();
  const probe = (async () => {
    while (running) {
      const r = await call('/health');
      health.push(r);
      await sleep(250);
    }
  })();

  const firstHealthy = async (label) => {
    const start = Date.now();
    while (Date.now() - start < 30000) {
      const r = await call('/health');
      if (r.status === 200) return `${label} ${((Date.now() - start) / 1000).toFixed(1)} s`;
      await sleep(100);
    }
    return `${label} not within 30 s`;
  };

  await sleep(5000);
  phase = 'frozen';
  process.kill(db.child.pid, 'SIGSTOP');
  await sleep(FREEZE_MS);
  phase = 'resumed';
  process.kill(db.child.pid, 'SIGCONT');
  await sleep(5000);
  phase = 'killed';
  const port = db.port;
  process.kill(db.child.pid, 'SIGKILL');
  await sleep(5000);
  phase = 'restarted';
  db = await startDatabase(port);
  const healthAfterRestart = await firstHealthy('/health 200 after restart:');
  await sleep(5000);
  running = false;
  await Promise.all([load, probe]);
  await Promise.all(pending);

  const resumed = results.filter((r) => r.phase === 'resumed');

  const phases = ['baseline', 'frozen', 'resumed', 'killed', 'restarted'];
  const row = (cells) => `| ${cells.join(' | ')} |`;
  console.log(
    `\nChaos: ${RATE} req/s mixed load on the built API (port ${API_PORT}), database frozen ${FREEZE_MS / 1000} s, resumed, killed, restarted\n`,
  );
  console.log(
    row([
      'phase',
      'requests',
      '2xx/304',
      '401',
      'other 4xx',
      '503',
      '500',
      'other 5xx',
      `> ${SLOW_MS / 1000} s`,
      `hang > ${HANG_MS / 1000} s`,
      'max ms',
      '/health statuses',
      '/health max ms',
    ]),
  );
  console.log(row(phases.map(() => '---').concat(Array(8).fill('---'))));
  for (const p of phases) {
    const rs = results.filter((r) => r.phase === p);
    const hs = health.filter((r) => r.phase === p);
    const count = (f) => rs.filter(f).length;
    const codes = [...new Set(hs.map((h) => h.status))].join('/');
    console.log(
      row([
        p,
        rs.length,
        count((r) => typeof r.status === 'number' && r.status < 400),
        count((r) => r.status === 401),
        count((r) => typeof r.status === 'number' && r.status >= 400 && r.status < 500 && r.status !== 401),
        count((r) => r.status === 503),
        count((r) => r.status === 500),
        count((r) => typeof r.status === 'number' && r.status > 500 && r.status !== 503),
        count((r) => r.ms > SLOW_MS),
        count((r) => r.status === 'hang'),
        Math.max(0, ...rs.map((r) => r.ms)),
        codes || '-',
        Math.max(0, ...hs.map((h) => h.ms)),
      ]),
    );
  }
  const lastBad = resumed.filter(
    (r) => r.status === 'hang' || (typeof r.status === 'number' && r.status >= 500),
  ).length;
  console.log(`\n${healthAfterRestart}; failed answers in the 5 s after the resume: ${lastBad}`);
  console.log(
    'The embedded database keeps nothing: after the restart it is empty, so 401 (user gone) and 404 there are correct answers.',
  );

  await api.stop();
  db.child.kill('SIGKILL');
  rmSync(uploadDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
