// `npm start`: builds every part for production, then runs the whole product on one machine:
// API + embedded seeded database on :3000, shell on :4200, reader remote on :4201, admin remote on :4202, clubs remote
// on :4203 (the shell's manifest of remotes names them at these local origins).
// The embedded database's data is kept in ./data (EMBEDDED_DATA_DIR) across restarts; `npm start -- --fresh` sets it
// aside and starts from the demo data again.
import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import { DEFAULT_PORTS, startProduct, workspaceRoot } from './lib/product.mjs';

const skipBuild = process.argv.includes('--no-build');
if (!skipBuild) {
  console.log('Building the API, the shell and the remotes (production)...');
  execSync('npx nx run-many -t build --projects=api,shell,reader-app,admin-app,clubs-app --parallel=2', {
    cwd: workspaceRoot,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
}

const dataDir = resolve(workspaceRoot, process.env.EMBEDDED_DATA_DIR || 'data');
const fresh = process.argv.includes('--fresh');
const product = await startProduct({
  ports: DEFAULT_PORTS,
  apiEnv: { EMBEDDED_DATA_DIR: dataDir },
  apiArgs: fresh ? ['--fresh'] : [],
});
const data = process.env.MONGODB_URI
  ? 'in the MongoDB at MONGODB_URI'
  : `${dataDir} (kept across restarts; \`npm start -- --fresh\` starts from the demo data again)`;
console.log(`
Book community is running:
  App (shell)     ${product.shell.url}
  API             ${product.api.url}/api   (docs: ${product.api.url}/api/docs)
  Reader remote   ${product.reader.url}
  Admin remote    ${product.admin.url}
  Clubs remote    ${product.clubs.url}
  Data            ${data}
Demo accounts: admin@example.com / admin123 (admin), user@example.com / user123 (user)
Press Ctrl-C to stop.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    await product.stop();
    process.exit(0);
  });
}
