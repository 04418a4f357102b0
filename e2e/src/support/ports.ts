import { createServer } from 'node:net';

/**
 * The e2e product runs on its own ports, so it never collides with a running `npm start`.
 * E2E_PORT_BASE moves the whole set (shell = base, reader = base+1, admin = base+2, clubs = base+3, API = base-1000, and the
 * ports of a test's own deployments: base+10 to base+39 unless E2E_EXTRA_PORTS="from-to").
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4310);
export const E2E_PORTS = { api: base - 1000, shell: base, reader: base + 1, admin: base + 2, clubs: base + 3 };
export const BASE_URL = `http://localhost:${E2E_PORTS.shell}`;
export const API_URL = `http://localhost:${E2E_PORTS.api}`;

const EXTRA_PORTS = process.env.E2E_EXTRA_PORTS?.split('-').map(Number) ?? [base + 10, base + 39];

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolvePort) => {
    const srv = createServer();
    srv.once('error', () => resolvePort(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolvePort(true)));
  });
}

/** `count` loopback ports nobody listens on, from the extra ports of this run (ask for all a test needs at once). */
export async function freePorts(count: number): Promise<number[]> {
  const [from, to] = EXTRA_PORTS;
  const ports: number[] = [];
  for (let p = from; p <= to && ports.length < count; p++) {
    if (await portIsFree(p)) ports.push(p);
  }
  if (ports.length < count) throw new Error(`no ${count} free ports in ${from}-${to}`);
  return ports;
}
