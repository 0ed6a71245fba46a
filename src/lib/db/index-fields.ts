import type { SyncEntity } from '../../contract';
import type { MirrorRow } from './mirror-rows';

/**
 * The text fields of each entity that a Dexie index sorts on. The mirror keeps a lower-cased copy
 * (`_<field>Lower`) so Dexie can sort by an index in the same order as the server (lower-cased,
 * by code unit, ties by id — IndexedDB orders equal index keys by primary key). Merchants,
 * bookings, invoices and notes need none: they are stored in blocks with no index. Since issue
 * 15 every list, count and search reads its rows through the in-memory list engine
 * (lib/list-engine), so the users' and roles' copies are no longer read either; they stay until a schema version drops their
 * indexes (the pull's tests still check them).
 */
export const LOWER_CASED_FIELDS: Record<SyncEntity, readonly string[]> = {
  merchants: [],
  users: ['username', 'fullName', 'email', 'merchantName', 'contactNumber'],
  bookings: [],
  invoices: [],
  invoiceNotes: [],
  topUps: [],
  creditEntries: [],
  creditAccounts: [],
  clients: [],
  markups: [],
  cases: [],
  roles: ['name'],
  menu: [],
};

const lowerKey = (field: string) => `_${field}Lower`;

const LOWER_KEYS = new Map<SyncEntity, readonly (readonly [string, string])[]>(
  Object.entries(LOWER_CASED_FIELDS).map(([entity, fields]) => [
    entity as SyncEntity,
    fields.map((field) => [field, lowerKey(field)] as const),
  ]),
);

/**
 * Adds the lower-cased sort keys in place and answers the same row. Runs once per row on every
 * write, so it stays a tight loop with no allocation beyond the strings themselves.
 */
export function addIndexFields(entity: SyncEntity, row: MirrorRow): MirrorRow {
  const pairs = LOWER_KEYS.get(entity) ?? [];
  for (let i = 0; i < pairs.length; i++) {
    const [field, key] = pairs[i] as readonly [string, string];
    const value = row[field];
    row[key] = typeof value === 'string' ? value.toLowerCase() : '';
  }
  return row;
}

/** A row as the server knows it: without the mirror's own `_` fields. */
export function stripLocalFields(row: MirrorRow): MirrorRow {
  const clean: MirrorRow = { id: row.id, version: row.version };
  for (const key of Object.keys(row)) if (!key.startsWith('_')) clean[key] = row[key];
  return clean;
}
