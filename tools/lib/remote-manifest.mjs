// The shell's runtime manifest of remotes (module-federation.manifest.json beside its index.html): one entry per
// remote, made of the area its deployment describes (its area.json: prefixes and guards, fallback navigation, error
// label, landing pages) and the URL of its mf-manifest.json. Written by a deployment step (tools/publish-remote.mjs)
// or by `npm start` for the local origins; never by hand. Checked here before it is written, and by the shell again
// when it reads it.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const GUARDS = ['anyone', 'signed-in', 'admin'];
const SLOTS = ['main', 'account', 'admin'];
const isPath = (value) =>
  typeof value === 'string' && /^\/[^?#\s]*$/.test(value) && (value === '/' || !value.endsWith('/'));

/** The problems of an area (empty when it can be published). */
export function areaProblems(area) {
  const problems = [];
  if (!area || typeof area !== 'object') return ['is not an object'];
  if (typeof area.name !== 'string' || !/^[A-Za-z_][\w]*$/.test(area.name)) problems.push('has no federation name');
  if (!Array.isArray(area.routes) || area.routes.length === 0) problems.push('owns no prefix');
  for (const route of area.routes ?? [])
    if (!isPath(route?.prefix) || !GUARDS.includes(route?.guard))
      problems.push(`has an invalid route ${JSON.stringify(route)}`);
  for (const item of area.nav ?? [])
    if (!isPath(item?.to) || typeof item?.label !== 'string' || (item.slot && !SLOTS.includes(item.slot)))
      problems.push(`has an invalid nav entry ${JSON.stringify(item)}`);
  for (const page of area.landingPages ?? []) if (!isPath(page)) problems.push(`has an invalid landing page ${page}`);
  if (typeof area.errorLabel !== 'string' || !area.errorLabel) problems.push('has no error label');
  if (!Number.isFinite(area.order)) problems.push('has no order');
  return problems;
}

/** The manifest entry of `area` deployed at `entry` (its mf-manifest.json URL); throws when the area is invalid. */
export function manifestEntry(area, entry) {
  const problems = areaProblems(area);
  new URL(entry); // throws on an invalid URL
  if (problems.length) throw new Error(`area ${area?.name ?? '?'} ${problems.join('; ')}`);
  const rest = { ...area };
  delete rest.name;
  return { entry, ...rest };
}

/** `area` mounted at another prefix: its prefixes, navigation and landing pages under `from` move under `to`. */
export function moveArea(area, from, to) {
  const move = (path) => (path === from ? to : path.startsWith(`${from}/`) ? `${to}${path.slice(from.length)}` : path);
  return {
    ...area,
    routes: area.routes.map((route) => ({ ...route, prefix: move(route.prefix) })),
    nav: (area.nav ?? []).map((item) => ({ ...item, to: move(item.to) })),
    landingPages: (area.landingPages ?? []).map(move),
  };
}

/** A built remote's area (dist/<project>/area.json, which its build copies from <project>/area.json). */
export const readArea = (dir) => JSON.parse(readFileSync(join(dir, 'area.json'), 'utf8'));

/** The manifest of `remotes` ({ area, entry } each), by federation name. */
export const manifestOf = (remotes) =>
  Object.fromEntries(remotes.map(({ area, entry }) => [area.name, manifestEntry(area, entry)]));

/** Writes `manifest` to `file` atomically: a reader sees the previous manifest or this one, never a part. */
export function writeManifest(file, manifest) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(manifest, null, 2)}\n`);
  renameSync(temporary, file);
}

const readManifestFile = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
};

/** Publishes (adds or replaces) one remote's entry in the shell's manifest `file`. */
export function publishRemote(file, area, entry) {
  writeManifest(file, { ...readManifestFile(file), [area.name]: manifestEntry(area, entry) });
}

/** Removes a remote's entry from the shell's manifest `file`: its prefixes go back to the other remotes. */
export function unpublishRemote(file, name) {
  const rest = readManifestFile(file);
  delete rest[name];
  writeManifest(file, rest);
}
