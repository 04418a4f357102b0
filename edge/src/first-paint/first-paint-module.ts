// What an app's `first-paint` module (its src/first-paint.tsx) gives the edge: the contract edge/README.md describes.
import type { ComponentType } from 'react';

export interface FirstPaintModule {
  /** The app's component, rendered at a location in a memory router. */
  App: ComponentType;
  /** The paths rendered at build time with every read pending ('*': any other page, the shell's). */
  paths: string[];
  /** The shell's: before painting, the manifest of remotes deployed with it (module-federation.manifest.json). */
  prepare?(manifest: unknown): void;
  /** Resolves when the page at `location` can render (its code is loaded). */
  ready?(location: string): Promise<unknown>;
  /** The last touch of a page's markup. */
  finish(html: string): string;
  /** The shell's: the marker in its frames where a remote's page goes. */
  pageSlot?: string;
  /** A remote's pages painted by its deployment with their data. */
  live?: LivePaint;
}

export interface LivePaint {
  /**
   * The pages painted again at most every few seconds, each with the cookie (name=value) of a request it would not
   * suit.
   */
  pages: Record<string, { unlessCookie?: string }>;
  /** The route patterns (/books/:id) the deployment's edge paints per request. */
  routes?: string[];
  /** The page's code and first reads, from the API at `apiBase`, into an emptied cache; rejects when a read failed. */
  load(path: string, apiBase: string): Promise<unknown>;
  /** Goes after the page's markup: the answers it was rendered with. */
  data(): string;
}

/** A page of a first paint: its markup and the built stylesheets it needs (relative to its app's URL). */
export interface PaintedPage {
  html: string;
  css: string[];
  /** Painted with its data (a live page), until `expiresAt`, for requests without the cookie `unlessCookie`. */
  withData?: boolean;
  expiresAt?: number;
  unlessCookie?: string;
}

/** An app's published first-paint.json. */
export interface FirstPaintFile {
  pages?: Record<string, PaintedPage>;
  pageSlot?: string;
}
