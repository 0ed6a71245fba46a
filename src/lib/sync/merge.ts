/**
 * The field-level three-way merge used when the server answers `sync.conflict` (docs/ARCHITECTURE.md, Offline core).
 * Pure and synchronous, so the rules are tested on their own (like Excalidraw's reconcile).
 *
 * `base` is the row my change was made on, `mine` is base plus my change, `theirs` is the server's
 * current row. Pass whole rows: a field missing from `mine` reads as "changed to undefined".
 */
export type Fields = Record<string, unknown>;
export type MergeResult = { merged: Fields; conflicts: string[] };

/** Bookkeeping the server owns; never merged, never a conflict: the result keeps theirs. */
export const isBookkeepingField = (field: string) =>
  field === 'version' || field === 'updatedAt' || field.startsWith('_');

export function mergeFields(base: Fields, mine: Fields, theirs: Fields): MergeResult {
  const merged: Fields = { ...theirs };
  const conflicts: string[] = [];
  for (const field of new Set([...Object.keys(base), ...Object.keys(mine), ...Object.keys(theirs)])) {
    if (isBookkeepingField(field)) continue;
    const iChanged = !isSameValue(mine[field], base[field]);
    if (!iChanged) continue;
    const theyChanged = !isSameValue(theirs[field], base[field]);
    if (theyChanged && !isSameValue(mine[field], theirs[field])) conflicts.push(field);
    else if (Object.hasOwn(mine, field)) merged[field] = mine[field];
    else Reflect.deleteProperty(merged, field);
  }
  return { merged, conflicts };
}

/** Structural equality of JSON values (rows come from JSON, so no dates, maps or cycles). */
export function isSameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  const aFields = a as Fields;
  const bFields = b as Fields;
  return aKeys.every((key) => Object.hasOwn(bFields, key) && isSameValue(aFields[key], bFields[key]));
}
