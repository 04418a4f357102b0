// A remote's route manifest (its src/routes.manifest.json, published beside its mf-manifest.json): per route pattern,
// its landing page, first API reads and images, how its first paint is made, and the kind of page whose head its edge
// renders. The shell's deployment reads the files the build derives from it; the remote's edge reads it whole.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A kind of page whose head the remote's edge renders (its edge module knows what each is). */
export type HeadKind = string;

export interface RouteEntry {
  page?: string;
  reads?: string[];
  images?: { read: string; images: string; first: number };
  paint?: 'build' | 'live' | 'request';
  head?: HeadKind;
}

export type RouteManifest = Record<string, RouteEntry>;

/**
 * The route manifest a deployment's folder holds, read once (a release restarts the deployment, as it does for its
 * Node first paint); none when it publishes none.
 */
export function readRouteManifest(dir: string): RouteManifest {
  try {
    return JSON.parse(readFileSync(join(dir, 'routes.manifest.json'), 'utf8')) as RouteManifest;
  } catch {
    return {};
  }
}
