import type { OpenAPIObject } from '@nestjs/swagger';

/*
 * The GET requests a crawl of the OpenAPI document makes: every GET operation, its path parameters filled by name
 * from the test's data, its query parameters left out, then filled one at a time with each value the test names for
 * them. A parameter the test names no values for is reported, never skipped, so a new route or parameter is crawled
 * as soon as it is documented (or the crawl says what it lacks).
 */

/**
 * What the crawl fills a parameter with: values to try (besides those the document enumerates), or `default` (left to
 * the route, e.g. a page number).
 */
export type Fill = readonly string[] | 'default';

export interface CrawlFills {
  /**
   * Path parameters: by `<segment before it>/{name}` first (`books/{id}`: a book's id), then by name (`username`).
   * An empty list fails the crawl like an unknown name: a path cannot be called without its value.
   */
  path: Record<string, readonly string[]>;
  /** Query parameters by name. `limit` is always sent at the route's documented maximum, so every item is seen. */
  query: Record<string, Fill>;
}

export interface CrawlPlan {
  /** `GET /api/...` URLs, each once. */
  urls: { route: string; url: string }[];
  /** `<route> <in> <name>` of each parameter the fills do not cover: the crawl cannot call these routes fully. */
  unfilled: string[];
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: { $ref?: string; enum?: string[]; maximum?: number };
}

/** The enumerated values of a parameter (inline or through a `$ref` to a component schema), or none. */
function enumOf(document: OpenAPIObject, parameter: Parameter): string[] {
  const schema = parameter.schema ?? {};
  const target = schema.$ref
    ? (document.components?.schemas?.[schema.$ref.split('/').pop() as string] as { enum?: string[] } | undefined)
    : schema;
  return (target?.enum ?? []).map(String);
}

/** Every combination of one value per key. */
function combinations(choices: [string, readonly string[]][]): Record<string, string>[] {
  return choices.reduce<Record<string, string>[]>(
    (done, [key, values]) => done.flatMap((partial) => values.map((value) => ({ ...partial, [key]: value }))),
    [{}],
  );
}

export function planCrawl(document: OpenAPIObject, fills: CrawlFills): CrawlPlan {
  const urls = new Map<string, string>();
  const unfilled: string[] = [];
  for (const [route, item] of Object.entries(document.paths)) {
    const operation = item.get as { parameters?: Parameter[] } | undefined;
    if (!operation) continue;
    const parameters = [...((item.parameters ?? []) as Parameter[]), ...(operation.parameters ?? [])];
    const pathChoices: [string, readonly string[]][] = [];
    const required: [string, readonly string[]][] = [];
    const optional: [string, readonly string[]][] = [];
    const always: Record<string, string> = {};
    let callable = true;
    for (const parameter of parameters) {
      if (parameter.in === 'path') {
        const segment = route.split(`/{${parameter.name}}`)[0].split('/').pop();
        const values = fills.path[`${segment}/{${parameter.name}}`] ?? fills.path[parameter.name];
        if (values?.length) pathChoices.push([parameter.name, values]);
        else {
          unfilled.push(`${route} path ${parameter.name}`);
          callable = false;
        }
        continue;
      }
      if (parameter.in !== 'query') continue; // headers (If-None-Match) change how, not what, is answered
      if (parameter.name === 'limit' && parameter.schema?.maximum !== undefined) {
        always.limit = String(parameter.schema.maximum);
        continue;
      }
      const fill = fills.query[parameter.name];
      const values = fill === 'default' ? [] : [...(fill ?? []), ...enumOf(document, parameter)];
      // Left to its default only when the fills say so, and never when the route needs it.
      if (values.length) (parameter.required ? required : optional).push([parameter.name, [...new Set(values)]]);
      else if (fill !== 'default' || parameter.required) unfilled.push(`${route} query ${parameter.name}`);
    }
    if (!callable) continue;
    const queries = [{}, ...optional.flatMap(([name, values]) => values.map((value) => ({ [name]: value })))];
    for (const path of combinations(pathChoices)) {
      const filled = route.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(path[name]));
      for (const needed of combinations(required)) {
        for (const query of queries) {
          const search = new URLSearchParams({ ...always, ...needed, ...query }).toString();
          const url = search ? `${filled}?${search}` : filled;
          urls.set(url, route);
        }
      }
    }
  }
  return { urls: [...urls].map(([url, route]) => ({ route, url })), unfilled };
}

/** Runs `work` on each item, at most `width` at a time, in order of start. */
export async function eachLimited<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}
