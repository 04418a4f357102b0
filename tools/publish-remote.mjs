// The deployment step of a remote's release: publishes its entry in the shell's runtime manifest of remotes
// (module-federation.manifest.json beside the shell's index.html, written atomically; the shell's server sends it
// no-cache, so the next page load uses it). No shell build.
//   node tools/publish-remote.mjs <shell dir> <remote dist dir> <mf-manifest.json URL> [--at /new-prefix]
//   node tools/publish-remote.mjs <shell dir> --remove <federation name>
import { join } from 'node:path';
import { moveArea, publishRemote, readArea, unpublishRemote } from './lib/remote-manifest.mjs';

const [shellDir, ...args] = process.argv.slice(2);
const file = shellDir && join(shellDir, 'module-federation.manifest.json');
if (shellDir && args[0] === '--remove' && args[1]) {
  unpublishRemote(file, args[1]);
  console.log(`${args[1]} removed from ${file}`);
} else if (shellDir && args.length >= 2) {
  const [remoteDir, entry] = args;
  const at = args.indexOf('--at');
  const area = readArea(remoteDir);
  const placed = at > 0 ? moveArea(area, area.routes[0].prefix, args[at + 1]) : area;
  publishRemote(file, placed, entry);
  console.log(`${area.name} at ${placed.routes[0].prefix} -> ${entry}, in ${file}`);
} else {
  console.error('usage: publish-remote.mjs <shell dir> <remote dist dir> <mf-manifest.json URL> [--at /prefix]');
  console.error('       publish-remote.mjs <shell dir> --remove <federation name>');
  process.exit(2);
}
