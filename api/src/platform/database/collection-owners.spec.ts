import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/*
 * A module writes only the collections its domain owns; effects on another domain go through that domain's cascades
 * or services. A collection's owner is the domain folder its schema lives in (collections.ts names each once). This
 * reads every service's source for writes on `this.db.<collection>` and fails on one into another domain's
 * collection that is neither in a cascades file (the changed entity's kept copies and deletions elsewhere) nor
 * explained below.
 */

const SRC = join(__dirname, '../..');

/** Cross-domain writes the design allows, by file and collection, each with its reason. */
const EXPLAINED: Record<string, string> = {
  'conversation/notifications/notifications.service.ts users': "a reader's unread count is kept on the account ($inc)",
  'people/blocks/blocks.service.ts users': "a block ends follows: the two readers' kept counts ($inc)",
  'people/follows/follows.service.ts users': "a follow's two kept counts on the readers ($inc)",
  'moderation/reports/moderation.service.ts reviews': "moderation acts on what was reported: a review's spoiler mark",
  'moderation/reports/moderation.service.ts users': 'moderation acts on what was reported: a suspension',
  'reading/imports/import-writer.ts reviews': "an import writes the reader's own reviews, in batches",
};

const WRITE =
  /this\.db\.(\w+)(?:\.collection)?\s*\.(insertOne|insertMany|create|updateOne|updateMany|deleteOne|deleteMany|bulkWrite|findOneAndUpdate|replaceOne)\b/g;

/** The owning domain of each collection, from the schema imports of collections.ts. */
function owners(collectionsSource: string): Record<string, string> {
  const from: Record<string, string> = {};
  for (const m of collectionsSource.matchAll(/import \{([^}]+)\} from '([^']+)'/g))
    for (const name of m[1].split(',').map((n) => n.trim())) from[name] = m[2];
  const owner: Record<string, string> = {};
  for (const m of collectionsSource.matchAll(/^\s+(\w+): \[(\w+), \w+\]/gm)) {
    const path = from[m[2]];
    owner[m[1]] = path.startsWith('../../') ? path.split('/')[2] : 'platform';
  }
  return owner;
}

/** The writes of `source` (a file at `path`, relative to api/src) into a collection of another domain. */
function foreignWrites(path: string, source: string, owner: Record<string, string>): string[] {
  const domain = path.split('/')[0];
  const found = new Set<string>();
  for (const m of source.matchAll(WRITE)) {
    const collection = m[1];
    if (!owner[collection] || owner[collection] === domain) continue;
    if (path.endsWith('.cascades.ts')) continue;
    const key = `${path} ${collection}`;
    if (!(key in EXPLAINED)) found.add(`${key} (${owner[collection]}'s) ${m[2]}`);
  }
  return [...found];
}

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sources(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });

describe('collection owners', () => {
  const owner = owners(readFileSync(join(__dirname, 'collections.ts'), 'utf8'));

  it('knows the owner of every collection', () => {
    expect(owner).toMatchObject({ books: 'catalogue', reviews: 'conversation', users: 'accounts', clubs: 'clubs' });
  });

  it('finds no write into another domain that neither a cascade nor a stated reason explains', () => {
    const foreign = sources(SRC).flatMap((file) =>
      foreignWrites(relative(SRC, file), readFileSync(file, 'utf8'), owner),
    );
    expect(foreign).toEqual([]);
  });

  it('states no reason for a write that no longer happens', () => {
    const stale = Object.keys(EXPLAINED).filter((key) => {
      const [path, collection] = key.split(' ');
      return !readFileSync(join(SRC, path), 'utf8').includes(`this.db.${collection}`);
    });
    expect(stale).toEqual([]);
  });

  it("reports a service that writes another domain's collection (the check can fail)", () => {
    const source = 'await this.db.reviews.updateMany({}, { $set: { x: 1 } });';
    expect(foreignWrites('people/readers/readers.service.ts', source, owner)).toEqual([
      "people/readers/readers.service.ts reviews (conversation's) updateMany",
    ]);
    expect(foreignWrites('conversation/reviews/reviews.service.ts', source, owner)).toEqual([]);
  });
});
