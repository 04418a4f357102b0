// The shell's runtime manifest of remotes as deployments write it: tools/publish-remote.mjs publishes, moves and
// removes a remote's entry (atomically, from the area its build publishes), and the development manifest the shell's
// build deploys is what publishing the workspace's remotes at their local origins gives.
const { spawnSync } = require('node:child_process');
const { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const ROOT = join(__dirname, '../..');
const PUBLISH = join(ROOT, 'tools/publish-remote.mjs');
const areaOf = (project) => JSON.parse(readFileSync(join(ROOT, project, 'area.json'), 'utf8'));

const node = (args, input) =>
  spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', ...(input ? { input } : {}) });

describe('publishing a remote into the shell manifest', () => {
  let dir;
  const shell = () => join(dir, 'shell');
  const manifest = () => JSON.parse(readFileSync(join(shell(), 'module-federation.manifest.json'), 'utf8'));
  const deployClubs = (area = areaOf('clubs-app')) => {
    mkdirSync(join(dir, 'clubs'), { recursive: true });
    writeFileSync(join(dir, 'clubs/area.json'), JSON.stringify(area));
    return join(dir, 'clubs');
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'publish-remote-'));
    mkdirSync(shell());
    writeFileSync(
      join(shell(), 'module-federation.manifest.json'),
      JSON.stringify({ reader_app: { entry: 'http://reader.example/mf-manifest.json' } }),
    );
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('adds its entry, keeps the others, and leaves no temporary file', () => {
    const run = node([PUBLISH, shell(), deployClubs(), 'http://clubs.example/mf-manifest.json']);
    expect(run.status).toBe(0);
    const { clubs_app: clubs, reader_app: reader } = manifest();
    expect(reader).toEqual({ entry: 'http://reader.example/mf-manifest.json' });
    expect(clubs).toMatchObject({
      entry: 'http://clubs.example/mf-manifest.json',
      routes: [
        { prefix: '/clubs', guard: 'anyone' },
        { prefix: '/clubs/new', guard: 'signed-in' },
      ],
      nav: [{ to: '/clubs', label: 'Clubs' }],
      errorLabel: 'The book clubs',
    });
    expect(readdirSync(shell())).toEqual(['module-federation.manifest.json']);
  });

  it('moves its area to another prefix (routes and navigation), and removes it', () => {
    const clubs = deployClubs();
    expect(node([PUBLISH, shell(), clubs, 'http://clubs.example/mf-manifest.json', '--at', '/circles']).status).toBe(0);
    expect(manifest().clubs_app.routes.map((r) => r.prefix)).toEqual(['/circles', '/circles/new']);
    expect(manifest().clubs_app.nav).toEqual([{ to: '/circles', label: 'Clubs' }]);
    expect(node([PUBLISH, shell(), '--remove', 'clubs_app']).status).toBe(0);
    expect(Object.keys(manifest())).toEqual(['reader_app']);
  });

  it('refuses an invalid area or entry URL, leaving the manifest as it was', () => {
    const before = manifest();
    const bad = deployClubs({ ...areaOf('clubs-app'), routes: [{ prefix: 'clubs', guard: 'members' }] });
    const run = node([PUBLISH, shell(), bad, 'http://clubs.example/mf-manifest.json']);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('has an invalid route');
    expect(node([PUBLISH, shell(), deployClubs(), 'not a url']).status).not.toBe(0);
    expect(manifest()).toEqual(before);
  });
});

describe("the shell's development manifest", () => {
  it('is the workspace remotes published at their development servers', () => {
    const script = `
      import { manifestOf } from ${JSON.stringify(join(ROOT, 'tools/lib/remote-manifest.mjs'))};
      import { readFileSync } from 'node:fs';
      const remotes = [['reader-app', 4201], ['admin-app', 4202], ['clubs-app', 4203]];
      const area = (p) => JSON.parse(readFileSync(${JSON.stringify(ROOT)} + '/' + p + '/area.json', 'utf8'));
      console.log(JSON.stringify(manifestOf(remotes.map(([p, port]) => ({ area: area(p), entry: 'http://localhost:' + port + '/mf-manifest.json' })))));
    `;
    const run = node(['--input-type=module', '-e', script]);
    expect(run.stderr).toBe('');
    const shellManifest = JSON.parse(readFileSync(join(ROOT, 'shell/module-federation.manifest.json'), 'utf8'));
    expect(shellManifest).toEqual(JSON.parse(run.stdout));
  });
});
