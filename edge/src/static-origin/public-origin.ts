// The site's public origin (https://books.example.org): the one host canonical URLs, link previews (`og:url`,
// `og:image`), the sitemap and robots.txt name. It is configuration, never read from a request: a `Host` header is
// whatever the client sent, and a cache in front would keep a page naming another site for everyone.

/** The environment variable that sets it where the server's option does not. */
export const PUBLIC_ORIGIN_ENV = 'PUBLIC_ORIGIN';

/**
 * The configured public origin, normalised (`https://books.example.org`): the `option` given to the server, else
 * PUBLIC_ORIGIN. Throws on a value that is not an http(s) origin (a path, a query), and in production
 * (`NODE_ENV=production`) when neither is set; elsewhere null: the server then names its own local address.
 */
export function configuredPublicOrigin(
  option: string | undefined,
  env: Record<string, string | undefined> = process.env,
): string | null {
  const value = option ?? env[PUBLIC_ORIGIN_ENV];
  if (!value) {
    if (env.NODE_ENV === 'production')
      throw new Error(
        `${PUBLIC_ORIGIN_ENV} is required in production: the site's public origin (for example https://books.example.org), ` +
          'named by canonical URLs, link previews, the sitemap and robots.txt',
      );
    return null;
  }
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    /* reported below */
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== value.replace(/\/$/, ''))
    throw new Error(
      `${PUBLIC_ORIGIN_ENV} must be an http(s) origin, a scheme and a host without a path (for example https://books.example.org); got ${JSON.stringify(value)}`,
    );
  return url.origin;
}

/** Without a configured origin (development, tests): the server's own address, as a browser on this machine uses it. */
export const localOrigin = (port: number) => `http://localhost:${port}`;
