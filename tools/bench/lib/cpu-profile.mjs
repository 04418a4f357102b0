// Where an API process spends its CPU, by request stage, from a V8 `.cpuprofile` (node --cpu-prof).
//
// Each sample is charged to the deepest frame of its stack that belongs to a known stage, so a stage's share is
// the time in its own code and in whatever it calls that no more specific stage claims (JSON.stringify called by
// the envelope interceptor counts as serialization, not as the interceptor).
import { readFileSync } from 'node:fs';

/** Stages in the order a request meets them; `match` sees the frame's function name and script URL. */
const STAGES = [
  [
    'node HTTP (parsing, sockets, writing)',
    (f, u) => /^node:(_http|net|stream|internal\/(http|stream|net|streams))/.test(u) || /_http_|node:http\b/.test(u),
  ],
  [
    'Express routing and middleware chain',
    (f, u) =>
      /\/node_modules\/(express|router|finalhandler|body-parser|on-finished|qs|parseurl|send|type-is|content-type|raw-body)\//.test(
        u,
      ),
  ],
  ['request deadline', (f, u) => /common\/request-deadline/.test(u)],
  ['helmet (security headers)', (f, u) => /\/node_modules\/helmet\//.test(u)],
  [
    'compression',
    (f, u) =>
      /\/node_modules\/(compression|compressible|negotiator|accepts)\//.test(u) || /^node:zlib|internal\/zlib/.test(u),
  ],
  ['read cache (lookup, ETag check)', (f, u) => /http-cache\/read-cache|\/node_modules\/lru-cache\//.test(u)],
  [
    'ETag hashing',
    (f, u) =>
      /\/node_modules\/etag\//.test(u) ||
      /^(createHash|digest|update|Hash)$/.test(f) ||
      /internal\/crypto\/hash/.test(u),
  ],
  ['throttler', (f, u) => /@nestjs\/throttler|rate-limit\//.test(u)],
  ['guards (JWT, roles)', (f, u) => /guards-consumer|auth\/guards|passport|jsonwebtoken|jws|jwa/.test(u)],
  [
    'pipes (class-transformer, class-validator)',
    (f, u) =>
      /pipes-consumer|class-transformer|class-validator|validator\/lib|common\/validation|validation\.pipe/.test(u),
  ],
  [
    'interceptors (envelope, cache headers)',
    (f, u) => /interceptors-consumer|response-envelope|public-cache|\/node_modules\/rxjs\//.test(u),
  ],
  ['Nest routing (router-execution-context)', (f, u) => /@nestjs\/(core|platform-express)\//.test(u)],
  [
    'database driver (mongoose, mongodb, bson)',
    (f, u) => /\/node_modules\/(mongoose|mongodb|bson|mquery|kareem|sift)\//.test(u),
  ],
  ['controllers and services (app code)', (f, u) => /dist\/api\/|api\/src\//.test(u)],
  ['JSON serialization', (f) => f === 'stringify' || f === 'JSON.stringify'],
  ['garbage collection', (f) => f === '(garbage collector)'],
];

/**
 * Shares of CPU time by stage (idle excluded), largest first, over the last `windowMs` before the last HTTP request
 * the process served: the load, without start-up, seeding, index builds or shutdown.
 */
export function stageShares(profilePath, windowMs) {
  const profile = JSON.parse(readFileSync(profilePath, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // JSON serialization is matched first among siblings because V8 names builtins without a URL.
  const ordered = [
    ...STAGES.filter(([name]) => name === 'JSON serialization' || name === 'garbage collection'),
    ...STAGES.filter(([name]) => name !== 'JSON serialization' && name !== 'garbage collection'),
  ];
  const stageOf = new Map();
  const classify = (id) => {
    if (stageOf.has(id)) return stageOf.get(id);
    const { functionName: f, url: u } = byId.get(id).callFrame;
    let stage = ordered.find(([, match]) => match(f, u))?.[0];
    if (!stage) stage = parent.has(id) ? classify(parent.get(id)) : 'other (V8, timers, program)';
    stageOf.set(id, stage);
    return stage;
  };
  const servesHttp = (id) => {
    for (let at = id; at !== undefined; at = parent.get(at))
      if (byId.get(at).callFrame.url === 'node:_http_server') return true;
    return false;
  };
  const at = [];
  profile.samples.reduce((t, _, i) => (at[i] = t + (profile.timeDeltas[i] ?? 0)), profile.startTime);
  let last = profile.samples.length - 1;
  while (last > 0 && !servesHttp(profile.samples[last])) last--;
  const from = at[last] - windowMs * 1000;
  const totals = new Map();
  let total = 0;
  profile.samples.forEach((id, i) => {
    if (at[i] < from || i > last) return;
    const f = byId.get(id).callFrame.functionName;
    if (f === '(idle)') return;
    const dt = profile.timeDeltas[i] ?? 0;
    const stage = classify(id);
    totals.set(stage, (totals.get(stage) ?? 0) + dt);
    total += dt;
  });
  return [...totals.entries()]
    .map(([stage, us]) => ({ stage, share: us / total, ms: us / 1000 }))
    .sort((a, b) => b.share - a.share);
}
