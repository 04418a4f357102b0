// The architecture's import rules (docs/architecture.md) are lint errors, not conventions: prove each one fires.
// ESLint runs in a child process (its ESM flat config cannot be loaded inside Jest's module system), one for the whole
// file: support/lint-worker.mjs lints each snippet with one ESLint instance.
const { spawn, spawnSync } = require('node:child_process');
const { join } = require('node:path');
const { createInterface } = require('node:readline');

const root = join(__dirname, '../..');
let worker;
let answers;

beforeAll(() => {
  // The boundary rule needs Nx's project graph (computed and cached by any nx command).
  spawnSync(join(root, 'node_modules/.bin/nx'), ['show', 'projects'], {
    cwd: root,
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  worker = spawn(process.execPath, [join(__dirname, 'support/lint-worker.mjs')], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  answers = createInterface({ input: worker.stdout })[Symbol.asyncIterator]();
});

afterAll(() => worker?.kill());

/** The ids of the rules whose errors ESLint reports for `code` written at `filePath` (one snippet at a time). */
async function errorsFor(filePath, code) {
  worker.stdin.write(`${JSON.stringify({ filePath, code })}\n`);
  const { value, done } = await answers.next();
  if (done) throw new Error('The lint worker stopped');
  return JSON.parse(value);
}

describe('module boundaries', () => {
  it('forbids a remote from importing another remote', async () => {
    expect(
      await errorsFor('reader-app/src/x.ts', "export { default } from '../../admin-app/src/remote-entry';\n"),
    ).toContain('@nx/enforce-module-boundaries');
    expect(
      await errorsFor('admin-app/src/x.ts', "export { default } from '../../reader-app/src/remote-entry';\n"),
    ).toContain('@nx/enforce-module-boundaries');
    for (const other of ['reader-app', 'admin-app'])
      expect(
        await errorsFor('clubs-app/src/x.ts', `export { default } from '../../${other}/src/remote-entry';\n`),
      ).toContain('@nx/enforce-module-boundaries');
    expect(
      await errorsFor('reader-app/src/x.ts', "export { default } from '../../clubs-app/src/remote-entry';\n"),
    ).toContain('@nx/enforce-module-boundaries');
  });

  it('forbids deep imports of the core and the kit (they would duplicate the session store)', async () => {
    expect(
      await errorsFor('reader-app/src/x.ts', "export { useSession } from '../../core/src/session/session-store';\n"),
    ).toEqual(expect.arrayContaining(['no-restricted-imports']));
    expect(
      await errorsFor('admin-app/src/x.ts', "export { Button } from '../../shared-ui/src/components/Button';\n"),
    ).toContain('no-restricted-imports');
  });

  it('forbids the core from importing the kit (the core is the stable singleton the kits build on)', async () => {
    expect(await errorsFor('core/src/x.ts', "export { Button } from '@book/shared-ui';\n")).toContain(
      '@nx/enforce-module-boundaries',
    );
  });

  it('forbids apps from using react-hot-toast directly (one toaster, in the shell)', async () => {
    expect(await errorsFor('admin-app/src/x.ts', "export { toast } from 'react-hot-toast';\n")).toContain(
      'no-restricted-imports',
    );
  });

  it('forbids shared-ui from importing an app', async () => {
    expect(await errorsFor('shared-ui/src/x.ts', "export { default } from '../../shell/src/app/App';\n")).toContain(
      '@nx/enforce-module-boundaries',
    );
  });

  it('lets the API and the frontends share @book/rules, which imports nothing, and the API nothing else', async () => {
    const rules = "export { PASSWORD_MIN } from '@book/rules';\n";
    expect(await errorsFor('api/src/x.ts', rules)).toEqual([]);
    expect(await errorsFor('shell/src/x.ts', rules)).toEqual([]);
    expect(await errorsFor('shared-ui/src/x.ts', rules)).toEqual([]);
    expect(await errorsFor('api/src/x.ts', "export { Button } from '@book/shared-ui';\n")).toContain(
      '@nx/enforce-module-boundaries',
    );
    expect(await errorsFor('rules/src/x.ts', "export { toast } from '@book/core';\n")).toEqual(
      expect.arrayContaining(['@nx/enforce-module-boundaries', 'no-restricted-imports']),
    );
    // A package would ship to every page (the common-password list stays in the API).
    expect(await errorsFor('rules/src/x.ts', "export { dictionary } from '@zxcvbn-ts/language-common';\n")).toContain(
      'no-restricted-imports',
    );
    expect(
      await errorsFor('reader-app/src/x.ts', "export { PASSWORD_MIN } from '../../rules/src/password';\n"),
    ).toEqual(expect.arrayContaining(['no-restricted-imports']));
  });

  it('forbids import cycles (guards.ts imports roles.ts: roles.ts may not import guards.ts)', async () => {
    const roles =
      "import { RolesGuard } from './guards';\nexport const ROLES_KEY = 'roles';\nexport const guard = RolesGuard;\n";
    expect(await errorsFor('api/src/accounts/auth/roles.ts', roles)).toContain('import-x/no-cycle');
  });

  it('keeps test data (@book/core/testing) in specs and src/testing/ only, so it never ships', async () => {
    const code = "export { makeUser } from '@book/core/testing';\n";
    expect(await errorsFor('reader-app/src/x.ts', code)).toContain('no-restricted-imports');
    expect(await errorsFor('reader-app/src/x.spec.ts', code)).toEqual([]);
    expect(await errorsFor('admin-app/src/testing/x.ts', code)).toEqual([]);
  });

  it("keeps the remotes' test support (@book/remote-testing) in their specs and src/testing/, out of the libraries", async () => {
    const code = "export { renderPage } from '@book/remote-testing';\n";
    expect(await errorsFor('clubs-app/src/x.ts', code)).toContain('no-restricted-imports');
    expect(await errorsFor('clubs-app/src/x.spec.tsx', code)).toEqual([]);
    expect(await errorsFor('reader-app/src/testing/x.ts', code)).toEqual([]);
    expect(await errorsFor('shared-ui/src/x.ts', code)).toContain('@nx/enforce-module-boundaries');
    expect(await errorsFor('core/src/x.ts', code)).toContain('@nx/enforce-module-boundaries');
  });

  it("keeps a remote's features to themselves: no feature imports another or the route level, the shared layer neither", async () => {
    const rule = 'import-x/no-restricted-paths';
    expect(
      await errorsFor(
        'admin-app/src/features/suggestions/x.ts',
        "export { BookFormModal } from '../books/BookFormModal';\n",
      ),
    ).toContain(rule);
    expect(
      await errorsFor(
        'reader-app/src/features/profile/x.ts',
        "export { FollowRequests } from '../readers/FollowRequests';\n",
      ),
    ).toContain(rule);
    expect(
      await errorsFor('reader-app/src/features/profile/x.spec.ts', "export * from '../readers/BlockedReaders';\n"),
    ).toContain(rule);
    // Every remote, the third team's too.
    expect(
      await errorsFor(
        'clubs-app/src/features/club/x.ts',
        "export { ClubsDirectory } from '../directory/ClubsDirectory';\n",
      ),
    ).toContain(rule);
    expect(
      await errorsFor('reader-app/src/features/home/x.ts', "export { ready } from '../../remote-entry';\n"),
    ).toContain(rule);
    expect(
      await errorsFor('admin-app/src/features/books/x.ts', "export * from '../../app/SuggestionsScreen';\n"),
    ).toContain(rule);
    expect(await errorsFor('reader-app/src/common/x.ts', "export * from '../features/books/BooksPage';\n")).toContain(
      rule,
    );
    // Its own files, the shared layer and test data are the feature's; the route level composes features.
    expect(
      await errorsFor(
        'reader-app/src/features/profile/x.ts',
        "export * from './YourFollowers';\nexport * from '../../common/ReaderList';\nexport * from '../../common/api/readers-queries';\n",
      ),
    ).toEqual([]);
    expect(await errorsFor('admin-app/src/app/x.ts', "export * from '../features/books/BookFormModal';\n")).toEqual([]);
  });

  it('allows the alias', async () => {
    expect(
      await errorsFor(
        'reader-app/src/x.ts',
        "export { useSession } from '@book/core';\nexport { Button } from '@book/shared-ui';\n",
      ),
    ).toEqual([]);
  });
});
