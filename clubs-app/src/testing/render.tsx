import { signedInAsWithToasts } from '@book/remote-testing';
import { makeUser } from './fixtures';

export { renderPage, signInAs, signOut, silenceToasts } from '@book/remote-testing';

/** Every test of the spec runs signed in as this remote's reader (makeUser) with its toasts caught. */
export const signedInWithToasts = () => signedInAsWithToasts(makeUser);
