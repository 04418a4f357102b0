import { createProxyMiddleware } from 'http-proxy-middleware';
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';

/** A load balancer in a few lines: each request goes to the next target in turn. */
export interface RoundRobinProxy {
  url: string;
  /** The target each request was sent to, in order. */
  readonly sentTo: string[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(targets: string[]): Promise<RoundRobinProxy> {
  const sentTo: string[] = [];
  const proxy = createProxyMiddleware<IncomingMessage>({
    target: targets[0],
    router: () => {
      const target = targets[sentTo.length % targets.length];
      sentTo.push(target);
      return target;
    },
    // As a real load balancer: the API sees the client's address in X-Forwarded-For (TRUST_PROXY=loopback).
    xfwd: true,
  });
  const server = createServer((req, res) =>
    proxy(req, res, () => {
      res.statusCode = 502;
      res.end();
    }),
  );
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    sentTo,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
