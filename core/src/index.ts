// The shared core: what must exist once per page (the session store, the API client and its configuration, the
// toaster) and the types of the API contract. Module Federation shares it as a singleton whose semantic version is
// core/package.json's; every app declares the range it needs (tools/webpack/create-config.js). Bump the major for
// any change an app built against the previous version could trip on (docs/releases.md).
export * from './api/types';
export * from './api/client';
export * from './session/session-store';
export type * from './remote-contract';
// One toast store for the page: a remote's toasts show in the shell's <Toaster>.
export { toast, Toaster } from 'react-hot-toast';
