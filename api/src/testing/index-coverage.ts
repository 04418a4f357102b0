import type { Connection } from 'mongoose';

/**
 * One command the API sent to the database, as recorded by recordQueries(): its filter and sort where it has them
 * (empty for an insert, a bulk write or a count of the whole collection, which no index concerns), and, for an
 * aggregation, the joins of its pipeline.
 */
export interface QueryShape {
  collection: string;
  op: string;
  filter: Record<string, unknown>;
  sort: Record<string, 1 | -1>;
  joins?: string[];
}

type IndexKey = [field: string, direction: number][];

const RANGE_OPERATORS = new Set(['$gt', '$gte', '$lt', '$lte', '$regex']);
// Not selective: left to the documents fetched through the index (a residual filter), like extra equality fields.
const RESIDUAL_OPERATORS = new Set(['$ne', '$nin', '$exists', '$not']);
const FILTER_METHODS = new Set([
  'find',
  'findOne',
  'countDocuments',
  'updateOne',
  'updateMany',
  'deleteOne',
  'deleteMany',
  'findOneAndUpdate',
  'replaceOne',
]);
/** Pipeline stages that read another collection once per document (on the embedded engine: one scan each). */
const JOIN_STAGES = new Set(['$lookup', '$graphLookup', '$unionWith']);

/** Every join stage of a pipeline, nested ones ($facet, a $lookup's own pipeline) included. */
export function joinsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(joinsOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [...(JOIN_STAGES.has(key) ? [key] : []), ...joinsOf(inner)]);
}

/**
 * Records every command the app sends through this connection (a mongoose debug hook, which sees model queries and
 * connection.collection() reads alike). Aggregations are recorded by their leading $match and $sort.
 */
export function recordQueries(connection: Connection): QueryShape[] {
  const shapes: QueryShape[] = [];
  connection.set('debug', (collection: string, op: string, ...args: unknown[]) => {
    if (op === 'aggregate') {
      const pipeline = (args[0] ?? []) as Record<string, Record<string, unknown>>[];
      const match = pipeline[0]?.$match ?? {};
      const sortStage = pipeline.find((s) => s.$sort)?.$sort as QueryShape['sort'] | undefined;
      shapes.push({ collection, op, filter: match, sort: sortStage ?? {}, joins: joinsOf(pipeline) });
    } else if (FILTER_METHODS.has(op)) {
      const options = (op === 'find' || op === 'findOne' ? args[1] : undefined) as
        { sort?: QueryShape['sort'] } | undefined;
      shapes.push({ collection, op, filter: (args[0] ?? {}) as Record<string, unknown>, sort: options?.sort ?? {} });
    } else shapes.push({ collection, op, filter: {}, sort: {} });
  });
  return shapes;
}

/** The queries made while `fn` runs (recordQueries, stopped once `fn` is done). */
export async function queriesDuring(connection: Connection, fn: () => Promise<unknown>): Promise<QueryShape[]> {
  const shapes = recordQueries(connection);
  try {
    await fn();
  } finally {
    connection.set('debug', false);
  }
  return shapes;
}

/** The declared indexes of every model's collection (plus _id), by collection name. */
export function declaredIndexes(connection: Connection): Map<string, IndexKey[]> {
  const byCollection = new Map<string, IndexKey[]>();
  for (const model of Object.values(connection.models)) {
    const keys: IndexKey[] = [[['_id', 1]]];
    for (const [fields] of model.schema.indexes()) keys.push(Object.entries(fields).map(([f, d]) => [f, Number(d)]));
    for (const [path, type] of Object.entries(model.schema.paths)) {
      const options = type.options as { index?: unknown; unique?: unknown };
      if (options.index || options.unique) keys.push([[path, 1]]);
    }
    byCollection.set(model.collection.collectionName, keys);
  }
  return byCollection;
}

const isOperatorObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' &&
  v !== null &&
  !(v instanceof Date) &&
  !Array.isArray(v) &&
  Object.keys(v).some((k) => k.startsWith('$')) &&
  !('_bsontype' in v);

/** Splits a filter (without $or) into equality fields ($in counts as equality) and range fields; the rest is residual. */
function classify(filter: Record<string, unknown>): { equality: Set<string>; range: Set<string> } {
  const equality = new Set<string>();
  const range = new Set<string>();
  for (const [field, value] of Object.entries(filter)) {
    if (field.startsWith('$')) continue;
    if (value instanceof RegExp) range.add(field);
    else if (isOperatorObject(value)) {
      const ops = Object.keys(value);
      if (ops.some((op) => RANGE_OPERATORS.has(op))) range.add(field);
      else if (!ops.every((op) => RESIDUAL_OPERATORS.has(op))) equality.add(field);
    } else equality.add(field);
  }
  return { equality, range };
}

/**
 * Whether an index serves this shape under MongoDB's rules (equality, sort, range): the index starts with
 * equality fields of the filter (at least one when there are any), continues with the sort fields in order (all in
 * the index's direction or all reversed), and, without equality or sort, starts with a range field. Other fields
 * filter the documents the index bounds. A filter on _id, and an unfiltered unsorted read, are served.
 */
function served(indexes: IndexKey[], filter: Record<string, unknown>, sort: Record<string, 1 | -1>): boolean {
  const { equality, range } = classify(filter);
  const sortFields = Object.entries(sort).filter(([f]) => !equality.has(f));
  if (equality.has('_id')) return true;
  if (equality.size === 0 && range.size === 0 && sortFields.length === 0) return true;
  return indexes.some((index) => {
    let i = 0;
    while (i < index.length && equality.has(index[i][0])) i++;
    if (equality.size > 0 && i === 0) return false;
    if (sortFields.length > 0) {
      const rest = index.slice(i, i + sortFields.length);
      if (rest.length < sortFields.length || rest.some(([f], k) => f !== sortFields[k][0])) return false;
      return rest.every(([, d], k) => d === sortFields[k][1]) || rest.every(([, d], k) => d === -sortFields[k][1]);
    }
    return i > 0 || range.has(index[0][0]);
  });
}

/** The recorded shapes no declared index serves ($or: each branch with the rest of the filter must be served). */
export function unindexedQueries(shapes: QueryShape[], indexes: Map<string, IndexKey[]>): QueryShape[] {
  return shapes.filter(({ collection, filter, sort }) => {
    const keys = indexes.get(collection) ?? [[['_id', 1]]];
    const { $or, ...rest } = filter as { $or?: Record<string, unknown>[] };
    const branches = $or ? $or.map((branch) => ({ ...rest, ...branch })) : [rest];
    return !branches.every((branch) => served(keys, branch, sort));
  });
}

/** A readable, de-duplicated description of shapes: `books.find {status:=, title:range} sort {title:1}`. */
export function describeShapes(shapes: QueryShape[]): string[] {
  const describe = ({ collection, op, filter, sort }: QueryShape) => {
    const { equality, range } = classify(filter);
    const fields = [
      ...[...equality].map((f) => `${f}:=`),
      ...[...range].map((f) => `${f}:range`),
      ...('$or' in filter ? ['$or'] : []),
    ];
    return `${collection}.${op} {${fields.join(', ')}} sort ${JSON.stringify(sort)}`;
  };
  return [...new Set(shapes.map(describe))].sort();
}

/** The recorded queries that no index declared on `connection` serves, described: what a spec expects to be none. */
export function uncoveredQueries(connection: Connection, shapes: QueryShape[]): string[] {
  return describeShapes(unindexedQueries(shapes, declaredIndexes(connection)));
}
