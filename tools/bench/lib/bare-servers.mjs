// The ceilings of the API's stack for `npm run bench -- api`, in their own process (as the API is), so that they do
// not share an event loop with the load generator: a bare Express 5 app (the API's HTTP layer, nothing else) and a
// bare node:http server, each answering the captured paths with the very same bytes.
// Usage: node tools/bench/lib/bare-servers.mjs <responses.json> <express port> <node port> <host>
// (responses.json: { "<path>": { "contentType": "...", "body": "<base64>" } }); prints "ready" once both listen.
import express from 'express';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, expressPort, nodePort, host] = process.argv.slice(2);
const responses = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([path, r]) => [
    path,
    { contentType: r.contentType, body: Buffer.from(r.body, 'base64') },
  ]),
);

const app = express();
app.use((req, res) => {
  const hit = responses.get(req.originalUrl);
  if (!hit) return res.status(404).end();
  res.type(hit.contentType).send(hit.body);
});

const bare = createServer((req, res) => {
  const hit = responses.get(req.url);
  if (!hit) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': hit.contentType, 'content-length': hit.body.length });
  res.end(hit.body);
});

await Promise.all([
  new Promise((resolve) => app.listen(Number(expressPort), host, resolve)),
  new Promise((resolve) => bare.listen(Number(nodePort), host, resolve)),
]);
console.log('ready');
