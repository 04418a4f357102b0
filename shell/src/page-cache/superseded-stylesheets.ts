/** The part of a remote's mf-manifest.json that lists its stylesheets (by file name, beside the manifest). */
interface RemoteFilesManifest {
  exposes?: { assets?: { css?: { sync?: string[]; async?: string[] } } }[];
  shared?: { assets?: { css?: { sync?: string[]; async?: string[] } } }[];
}

/** Whether this page's document came through the service worker (a kept landing page, maybe a release behind). */
export function documentFromServiceWorker(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return (navigation?.workerStart ?? 0) > 0;
}

/**
 * A landing page the service worker kept may be a remote's release behind: its first paint links the stylesheets
 * that release had, while the remote's current code loads its own beside them. Once the remote has rendered, the
 * links to the remote's files that its current release (its mf-manifest.json, at `manifestUrl`) no longer lists are
 * removed, so the rules a release dropped do not stay on the page until the next visit. The shell's own stylesheets,
 * and every file the release lists, stay.
 */
export async function dropSupersededStylesheets(manifestUrl: string): Promise<void> {
  const base = new URL('.', manifestUrl).href;
  const remoteLinks = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) =>
    link.href.startsWith(base),
  );
  if (!remoteLinks.length) return;
  // The copy the federation runtime read moments ago, from the HTTP cache: no second round trip for it.
  const response = await fetch(manifestUrl, { cache: 'force-cache' });
  if (!response.ok) return;
  const manifest = (await response.json()) as RemoteFilesManifest;
  const current = new Set(
    [...(manifest.exposes ?? []), ...(manifest.shared ?? [])]
      .flatMap(({ assets }) => [...(assets?.css?.sync ?? []), ...(assets?.css?.async ?? [])])
      .map((file) => new URL(file, base).href),
  );
  for (const link of remoteLinks) if (!current.has(link.href)) link.remove();
}
