/** The e2e product runs on its own ports, so it never collides with a running `npm start`. */
export const E2E_PORTS = { api: 3310, shell: 4310, reader: 4311, admin: 4312 };
export const BASE_URL = `http://localhost:${E2E_PORTS.shell}`;
export const API_URL = `http://localhost:${E2E_PORTS.api}`;
