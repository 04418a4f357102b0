// What the remotes' specs render their screens with: a fresh query cache and a memory router (as the shell would
// mount them), a session and caught toasts. For specs and src/testing/ only (the lint rule keeps it there); the core
// and the kit import none of it.
export { renderPage, signInAs, signOut, silenceToasts, signedInAsWithToasts } from './render';
