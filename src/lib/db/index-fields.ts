import { AREAS, type SyncEntity } from '../../contract';
import type { MirrorRow } from './mirror-rows';

const lowerKey = (field: string) => `_${field}Lower`;

/**
 * Each entity's lower-cased copies, from its descriptor's `lowerCasedFields` (docs/ARCHITECTURE.md,
 * Entity descriptors): the mirror keeps `_<field>Lower` so a Dexie index sorts in the server's
 * order (lower-cased, by code unit, ties by id — IndexedDB orders equal index keys by primary
 * key). Lists, counts and searches read rows through the in-memory list engine; the copies serve
 * the indexes the newest schema version still declares.
 */
const LOWER_KEYS = new Map<SyncEntity, readonly (readonly [string, string])[]>(
  AREAS.map((area) => [
    area.entity,
    (area.lowerCasedFields ?? []).map((field) => [field, lowerKey(field)] as const),
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
