import { act } from '@testing-library/react';
import manifest from '../../module-federation.manifest.json';
import { remotesStore } from '../remotes/remotes-store';

/** The manifest of remotes the shell's build deploys for the local origins: the reader, admin and clubs areas. */
export const LOCAL_MANIFEST = manifest;

/** Gives the shell a manifest of remotes, as if it had read it (default: the local one). */
export function useManifest(json: unknown = LOCAL_MANIFEST): void {
  act(() => remotesStore.set(json));
}
