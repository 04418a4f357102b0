import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';

/** The element a page painted with its data carries those answers in (first-paint.tsx, `live`). */
export const FIRST_PAINT_DATA_ID = 'reader-first-paint-data';

/**
 * The answers `client` holds, as a block of the page's markup: JSON in a `<script type="application/json">`, which
 * browsers never run (no exception to the CSP), with every `<` escaped so no text in it (a title) can close it.
 */
export function firstPaintDataBlock(client: QueryClient): string {
  const json = JSON.stringify(dehydrate(client)).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_PAINT_DATA_ID}">${json}</script>`;
}

/**
 * Takes the answers a page was painted with into `client` (once: the block is removed), so the first client render
 * shows what the paint shows instead of loading it first. They come stale (first-paint.tsx, `live.load`), so the
 * page reads them again in the background once it shows.
 * Returns whether there were any; a block that cannot be read is ignored (the page reads its data itself).
 */
export function adoptFirstPaintData(client: QueryClient, doc: Document | undefined = globalThis.document): boolean {
  const block = doc?.getElementById(FIRST_PAINT_DATA_ID);
  if (!block) return false;
  block.remove();
  try {
    hydrate(client, JSON.parse(block.textContent ?? ''));
    return true;
  } catch {
    return false;
  }
}
