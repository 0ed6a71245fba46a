import type { DBCore, DBCoreCursor, Middleware } from 'dexie';

/**
 * Rows of large tables are stored packed: the fields an index needs stay top-level, every other
 * field goes into one JSON string (`_packed`). IndexedDB then clones and writes one string instead
 * of forty properties per row, which makes the 50,000-merchant bootstrap markedly cheaper. A Dexie
 * middleware at the very bottom of the stack packs on write and unpacks on read, so everything
 * above it (tables, collections, liveQuery, the observability events) sees whole rows; a row
 * stored unpacked (by an older build) reads as it is.
 */
export const PACKED_FIELD = '_packed';

type StoredRow = Record<string, unknown>;

export function packRow(row: StoredRow, topLevel: ReadonlySet<string>): StoredRow {
  const stored: StoredRow = {};
  const rest: StoredRow = {};
  for (const key of Object.keys(row)) {
    if (topLevel.has(key)) stored[key] = row[key];
    else rest[key] = row[key];
  }
  stored[PACKED_FIELD] = JSON.stringify(rest);
  return stored;
}

export function unpackRow<T>(stored: T): T {
  if (typeof stored !== 'object' || stored === null) return stored;
  const packed = (stored as StoredRow)[PACKED_FIELD];
  if (typeof packed !== 'string') return stored;
  const row = JSON.parse(packed) as StoredRow;
  for (const key of Object.keys(stored)) if (key !== PACKED_FIELD) row[key] = (stored as StoredRow)[key];
  return row as T;
}

const keyPathsOf = (keyPath: string | string[] | null): string[] =>
  keyPath === null ? [] : Array.isArray(keyPath) ? keyPath : [keyPath];

/** A cursor whose `value` is unpacked (key getters delegate: IDBCursor's own throw on a wrapper). */
function unpackingCursor(cursor: DBCoreCursor): DBCoreCursor {
  let raw: unknown;
  let row: unknown;
  return Object.create(cursor, {
    key: { get: () => cursor.key },
    primaryKey: { get: () => cursor.primaryKey },
    value: {
      get: () => {
        const value: unknown = cursor.value;
        if (value !== raw) {
          raw = value;
          row = unpackRow(value);
        }
        return row;
      },
    },
  }) as DBCoreCursor;
}

export function packedRowsMiddleware(tables: readonly string[]): Middleware<DBCore> {
  return {
    stack: 'dbcore',
    name: 'PackedRows',
    // Below Dexie's own middlewares (the lowest is -1): they all see whole rows.
    level: -2,
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        if (!tables.includes(name)) return table;
        const { primaryKey, indexes } = table.schema;
        const topLevel = new Set([
          ...keyPathsOf(primaryKey.keyPath),
          ...indexes.flatMap((index) => keyPathsOf(index.keyPath)),
        ]);
        return {
          ...table,
          mutate: (req) =>
            req.type === 'add' || req.type === 'put'
              ? table.mutate({
                  ...req,
                  values: req.values.map((value: StoredRow) => packRow(value, topLevel)),
                })
              : table.mutate(req),
          get: (req) => table.get(req).then(unpackRow),
          getMany: (req) => table.getMany(req).then((rows) => rows.map(unpackRow)),
          query: (req) =>
            table
              .query(req)
              .then((res) => (req.values ? { ...res, result: res.result.map(unpackRow) } : res)),
          openCursor: (req) =>
            table
              .openCursor(req)
              .then((cursor) => (cursor && req.values !== false ? unpackingCursor(cursor) : cursor)),
        };
      },
    }),
  };
}
