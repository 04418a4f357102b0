import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';

export interface EmbeddedMongo {
  uri: string;
  /** The port it listens on (a restart may ask for the same one). */
  port: number;
  /** The server's process id (the chaos tools freeze and kill it). */
  pid: number;
  stop(): Promise<void>;
}

const EMBEDDED_PACKAGE = '@jongodb/memory-server-bin-linux-x64-gnu';

/** The embedded server is an optional dependency (Linux x64 only): elsewhere a real MongoDB is required. */
function binaryPath(): string {
  let pkg: string;
  try {
    pkg = require.resolve(`${EMBEDDED_PACKAGE}/package.json`);
  } catch {
    throw new Error(
      `The embedded database (${EMBEDDED_PACKAGE}) is not installed on this platform: set MONGODB_URI to a MongoDB server.`,
    );
  }
  return join(dirname(pkg), 'bin', 'jongodb');
}

/**
 * Starts the embedded MongoDB-compatible server (jongodb, in memory) on a free loopback port.
 * Resolves once it prints its connection string. The process dies with ours.
 * `ownProcessGroup`: a Ctrl-C in the terminal (SIGINT to the whole group) then reaches only us, so the server is
 * still up for the last snapshot of its data we write before stopping it.
 */
export function startEmbeddedMongo(
  database = 'bookcommunity',
  timeoutMs = 20000,
  port = 0,
  { ownProcessGroup = false } = {},
): Promise<EmbeddedMongo> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(binaryPath(), ['--host=127.0.0.1', `--port=${port}`, `--database=${database}`], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: ownProcessGroup,
    });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`Embedded MongoDB did not start within ${timeoutMs} ms: ${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /JONGODB_URI=(\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        // Keep draining so a full pipe never blocks the server.
        child.stdout?.resume();
        child.stderr?.resume();
        const killOnExit = () => child.kill('SIGKILL');
        process.once('exit', killOnExit);
        const stop = () =>
          new Promise<void>((done) => {
            // One listener per server: a test file that starts many would otherwise pile them up.
            process.off('exit', killOnExit);
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          });
        resolve({ uri: match[1], port: Number(new URL(match[1]).port), pid: child.pid as number, stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Embedded MongoDB exited with code ${code}: ${output}`));
    });
  });
}
