// The shell's document put together as an edge include (ESI) would: its frame and a remote's page in index.html's
// #root, the stylesheets both need in <head>; and a page's head (title, description, previews) in place of the
// built one.
import type { PaintedPage } from '../first-paint/first-paint-module';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The shell's index.html with a static first paint: `frame` (the shell's) inside #root with `page` (the remote's, or
 * none) at its `slot` (the marker that the shell's first-paint.json names), and the stylesheets both need linked in
 * <head>. Render-blocking on purpose: they are cached on a warm load and come in parallel with the HTML's other
 * preloads on a cold one, and the markup without them would paint unstyled. No script: the CSP allows none inline,
 * and React's first render replaces the markup.
 */
export function assembleFirstPaint(
  indexHtml: string,
  frame: PaintedPage,
  page: PaintedPage | null | undefined,
  slot: string,
): string {
  const css = [...new Set([...frame.css, ...(page?.css ?? [])])];
  const links = css.map((href) => `<link rel=stylesheet href="${escapeAttribute(href)}">`).join('');
  const body = frame.html.replace(slot, () => page?.html ?? '');
  return indexHtml
    .replace('</head>', () => `${links}</head>`)
    .replace(/<div id=("?)root\1><\/div>/, () => `<div id=root>${body}</div>`);
}

/** The page's HTML with `head` in <head>: its title and description replace the built ones. */
export function withHead(html: string, head: string): string {
  const stripped = html.replace(/<title>[^<]*<\/title>/, '').replace(/<meta\s+name=["']?description["']?\s[^>]*>/, '');
  return stripped.replace('</head>', () => `${head}</head>`);
}
