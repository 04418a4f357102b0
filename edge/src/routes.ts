// Route patterns of a deployment's route manifest ('/books/:id'): a `:name` segment matches one non-empty segment.
// The reader deployment's edge names its pages with them and the shell's server matches request paths against them.

export type RouteParams = Record<string, string>;

/** The parameters of `path` under `pattern`, or null when it does not match. */
export function matchRoute(pattern: string, path: string): RouteParams | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: RouteParams = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) {
      if (!got[i]) return null;
      try {
        params[want[i].slice(1)] = decodeURIComponent(got[i]);
      } catch {
        return null;
      }
    } else if (want[i] !== got[i]) return null;
  }
  return params;
}

/** The first of `patterns` that `path` matches, with its parameters; null when none does. */
export function findRoute(patterns: string[], path: string): { pattern: string; params: RouteParams } | null {
  for (const pattern of patterns) {
    const params = matchRoute(pattern, path);
    if (params) return { pattern, params };
  }
  return null;
}

/** The path of `pattern` with `params` (matchRoute's inverse): each `:name` segment its parameter, encoded. */
export function routePath(pattern: string, params: RouteParams): string {
  return pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? encodeURIComponent(params[segment.slice(1)] ?? '') : segment))
    .join('/');
}
