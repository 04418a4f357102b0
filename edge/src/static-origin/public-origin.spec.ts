// The site's public origin is configuration: canonical URLs and previews never name the host a request claims.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EDGE } from '../testing/served';
import { configuredPublicOrigin } from './public-origin';

describe('the public origin', () => {
  it('is the server option, else PUBLIC_ORIGIN, as an origin', () => {
    expect(configuredPublicOrigin('https://books.example.org/', {})).toBe('https://books.example.org');
    expect(configuredPublicOrigin(undefined, { PUBLIC_ORIGIN: 'http://localhost:4200' })).toBe('http://localhost:4200');
    expect(configuredPublicOrigin('https://a.example', { PUBLIC_ORIGIN: 'https://b.example' })).toBe(
      'https://a.example',
    );
  });

  it('is none outside production when nothing sets it (the server then names its own address)', () => {
    expect(configuredPublicOrigin(undefined, { NODE_ENV: 'development' })).toBeNull();
  });

  it('is required in production, and must be an http(s) origin', () => {
    expect(() => configuredPublicOrigin(undefined, { NODE_ENV: 'production' })).toThrow(
      /PUBLIC_ORIGIN is required in production/,
    );
    for (const wrong of [
      'books.example.org',
      'https://books.example.org/books',
      'ftp://books.example.org',
      'https://x.example?a=1',
    ])
      expect(() => configuredPublicOrigin(wrong, {})).toThrow(/PUBLIC_ORIGIN must be an http\(s\) origin/);
  });

  it("a production shell's server refuses to start without it, saying why", () => {
    const dir = mkdtempSync(join(tmpdir(), 'public-origin-'));
    try {
      writeFileSync(join(dir, 'index.html'), '<!doctype html><title>BookNook</title><div id="root"></div>');
      const script = `
        import { serveStatic } from ${JSON.stringify(EDGE)};
        const server = await serveStatic({ dir: ${JSON.stringify(dir)}, port: 0, spa: true, remoteManifest: {} });
        console.log('LISTENING');
        server.close();
      `;
      const run = (env: Record<string, string>) =>
        spawnSync(process.execPath, ['--input-type=module', '-e', script], {
          env: { ...process.env, PUBLIC_ORIGIN: '', ...env },
          encoding: 'utf8',
          timeout: 30_000,
        });
      const refused = run({ NODE_ENV: 'production' });
      expect(refused.status).not.toBe(0);
      expect(refused.stdout).not.toContain('LISTENING');
      expect(refused.stderr).toContain('PUBLIC_ORIGIN is required in production');
      const configured = run({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://books.example.org' });
      expect(configured.stdout).toContain('LISTENING');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
