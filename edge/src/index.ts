// The edge: the origins that serve the product's deployments (the shell's site and each remote's), what they add to
// a page per request, and the build-time first paint. Node loads it through edge/node.mjs; edge/README.md tells more.
export { serveStatic, type ServeStaticOptions } from './static-origin/serve-static';
export { contentSecurityPolicy } from './static-origin/security-headers';
export { assembleFirstPaint, withHead } from './shell-document/assemble';
