import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** How the apps and the kit may import the core and the kit (see the rule below). */
const AREA_IMPORTS = [
  { group: ['**/core/src/**', '@book/core/*', '!@book/core/testing'], message: "Import from '@book/core' only." },
  { group: ['**/shared-ui/**', '@book/shared-ui/*'], message: "Import from '@book/shared-ui' only." },
  { group: ['**/rules/src/**', '@book/rules/*'], message: "Import from '@book/rules' only." },
  { group: ['react-hot-toast'], message: "Use toast from '@book/core' so the shell's toaster shows it." },
];
const TEST_DATA_IMPORTS = {
  group: ['@book/core/testing', '**/core/src/testing/**', '@book/remote-testing', '**/testing/remote-testing/**'],
  message: 'Test data and test support are for specs and src/testing/ only.',
};

/**
 * Inside a remote, code flows one way: the route level (`remote-entry.tsx`, `nav.ts`, `app/`...) composes the features,
 * a feature uses only itself and the shared layer (`common/`), and the shared layer no feature. One zone per feature
 * (every folder of `src/features/`, read here, so a new feature is covered): it imports no other feature. Every remote
 * is one with `src/features/` (read here too, so a new team's remote is covered).
 */
const REMOTES = readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(import.meta.dirname, entry.name, 'src/features')))
  .map(({ name }) => name);
const featureZones = (remote) =>
  readdirSync(join(import.meta.dirname, remote, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./${remote}/src/features/${name}`,
      from: `./${remote}/src/features`,
      except: [`./${name}`],
      message: 'A feature imports no other feature: move what both use to src/common/, or let the route pass it in.',
    }));
const directionZones = (remote) => [
  {
    target: `./${remote}/src/features`,
    from: `./${remote}/src`,
    except: ['./features', './common', './testing'],
    message: 'A feature imports no route-level code: the route passes what a screen needs in.',
  },
  {
    target: `./${remote}/src/common`,
    from: `./${remote}/src`,
    except: ['./common', './testing'],
    message: 'The shared layer imports no feature and no route-level code.',
  },
];
const restrictedPaths = (zones) => ['error', { basePath: import.meta.dirname, zones }];

export default [
  { ignores: ['**/dist', '**/node_modules', '**/.nx', '**/tmp', '**/src/**/api/openapi.d.ts'] },
  ...tseslint.configs.recommended,
  {
    // CommonJS configuration and tooling (jest and webpack configs, jest presets, tool tests): require() is how they load.
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      // Boundaries of docs/architecture.md: a remote never imports another remote; the core and the kit import no app
      // (and the core not the kit); the API no frontend. The rules (@book/rules) are the one library both the API and
      // the frontends import, and they import no project.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            {
              sourceTag: 'scope:reader',
              onlyDependOnLibsWithTags: ['scope:shared'],
              notDependOnLibsWithTags: ['scope:admin', 'scope:clubs', 'scope:shell'],
            },
            {
              sourceTag: 'scope:admin',
              onlyDependOnLibsWithTags: ['scope:shared'],
              notDependOnLibsWithTags: ['scope:reader', 'scope:clubs', 'scope:shell'],
            },
            {
              sourceTag: 'scope:clubs',
              onlyDependOnLibsWithTags: ['scope:shared'],
              notDependOnLibsWithTags: ['scope:reader', 'scope:admin', 'scope:shell'],
            },
            { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'type:core', onlyDependOnLibsWithTags: [] },
            // The remotes' test support (@book/remote-testing) renders with their query cache and router: the kit
            // ships none of it.
            { sourceTag: 'type:lib', notDependOnLibsWithTags: ['type:testing'] },
            { sourceTag: 'type:rules', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['type:rules'] },
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: [] },
            // The edge serves the apps' deployments from what they publish: it imports none of them, nor they it.
            { sourceTag: 'scope:edge', onlyDependOnLibsWithTags: [] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // No import cycles anywhere: a cycle makes load order (and decorators' metadata) depend on who imports first.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.base.json', '*/tsconfig.json', 'testing/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: [
      'shell/**/*.{ts,tsx}',
      'reader-app/**/*.{ts,tsx}',
      'admin-app/**/*.{ts,tsx}',
      'clubs-app/**/*.{ts,tsx}',
      'shared-ui/**/*.{ts,tsx}',
      'core/**/*.{ts,tsx}',
      'testing/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The apps and the kit reach the core and the kit only through their aliases (a deep import would bundle a second
    // session store, outside Module Federation's sharing), and toast only through the core (one toaster for the page).
    // Test data (`@book/core/testing`) and the remotes' test support (`@book/remote-testing`) only in specs and
    // `src/testing/`, so they never ship.
    files: [
      'shell/**/*.{ts,tsx}',
      'reader-app/**/*.{ts,tsx}',
      'admin-app/**/*.{ts,tsx}',
      'clubs-app/**/*.{ts,tsx}',
      'shared-ui/src/**/*.{ts,tsx}',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [...AREA_IMPORTS, TEST_DATA_IMPORTS] }] },
  },
  {
    files: [
      '{shell,reader-app,admin-app,clubs-app,shared-ui}/src/**/*.spec.{ts,tsx}',
      '{shell,reader-app,admin-app,clubs-app}/src/testing/**/*.{ts,tsx}',
      'testing/*/src/**/*.{ts,tsx}',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: AREA_IMPORTS }] },
  },
  {
    files: ['api/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'warn' },
  },
  {
    // The rules run in the API and in every page: no package (the common-password list and the confusables data stay
    // in the API), nothing of Node's or the browser's beyond the language.
    files: ['rules/src/**/*.ts'],
    ignores: ['rules/src/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^[^.]', message: '@book/rules imports nothing but its own files.' }] },
      ],
    },
  },
  ...REMOTES.flatMap((remote) => [
    {
      // Features keep to themselves (see REMOTES above).
      files: [`${remote}/src/**/*.{ts,tsx}`],
      plugins: { 'import-x': importX },
      rules: { 'import-x/no-restricted-paths': restrictedPaths([...featureZones(remote), ...directionZones(remote)]) },
    },
    {
      // Specs may render a screen as its route composes it, and check the route level's wiring (nav entries).
      files: [`${remote}/src/**/*.spec.{ts,tsx}`],
      plugins: { 'import-x': importX },
      rules: { 'import-x/no-restricted-paths': restrictedPaths(featureZones(remote)) },
    },
  ]),
  // Layout is Prettier's (`npm run format`; `npm run lint` checks it): no lint rule argues with it.
  prettier,
];
