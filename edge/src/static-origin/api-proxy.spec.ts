// The shell's /api proxy: the sign-in's device cookie travels both ways on the shell's origin, and a client's own
// forwarding headers never reach the API.
import express from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { proxyApi } from './api-proxy';

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
const close = (server: Server) => new Promise((resolve) => server.close(resolve));

describe('the /api proxy', () => {
  let api: Server;
  let shell: Server;
  let shellUrl: string;

  beforeAll(async () => {
    api = createServer((req, res) => {
      res.setHeader('Set-Cookie', 'device_1=nonce.signature; Path=/api/auth; HttpOnly; SameSite=Strict');
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ cookie: req.headers.cookie, forwardedFor: req.headers['x-forwarded-for'] }));
    });
    const app = express();
    proxyApi(app, await listen(api));
    shell = createServer(app);
    shellUrl = await listen(shell);
  });
  afterAll(async () => {
    await close(shell);
    await close(api);
  });

  it("passes the browser's cookies to the API and the API's cookies to the browser", async () => {
    const res = await fetch(`${shellUrl}/api/auth/login`, {
      method: 'POST',
      headers: { Cookie: 'device_1=nonce.signature', 'X-Forwarded-For': '203.0.113.9' },
    });
    expect(res.headers.getSetCookie()).toEqual(['device_1=nonce.signature; Path=/api/auth; HttpOnly; SameSite=Strict']);
    expect(await res.json()).toEqual({ cookie: 'device_1=nonce.signature', forwardedFor: '127.0.0.1' });
  });
});
