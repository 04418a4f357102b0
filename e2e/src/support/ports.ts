/**
 * The e2e product runs on its own ports, so it never collides with a running `npm start`.
 * E2E_PORT_BASE moves the whole set (shell = base, reader = base+1, admin = base+2, API = base-1000).
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4310);
export const E2E_PORTS = { api: base - 1000, shell: base, reader: base + 1, admin: base + 2 };
export const BASE_URL = `http://localhost:${E2E_PORTS.shell}`;
export const API_URL = `http://localhost:${E2E_PORTS.api}`;
