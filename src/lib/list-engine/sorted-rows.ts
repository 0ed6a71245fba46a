/**
 * Rows kept in ascending id order (code units, as IndexedDB orders keys), the index's base
 * layout: a row's position is its rank by id, so ties in any sort compare positions, not ids.
 */
type Base = { id: string };

export const byId = (a: Base, b: Base) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The position of the row with this id, or -1. */
export function positionOf(rows: readonly Base[], id: string): number {
  let low = 0;
  let high = rows.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const at = (rows[middle] as Base).id;
    if (at === id) return middle;
    if (at < id) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/**
 * `rows` without those `covers` names, plus `fresh` (their current copies): both in id order.
 * One linear pass, so a burst of writes costs a few milliseconds even at 200,000 rows.
 */
export function replaceCovered<T extends Base>(
  rows: readonly T[],
  covers: (id: string) => boolean,
  fresh: T[],
): T[] {
  fresh.sort(byId);
  const merged: T[] = [];
  let j = 0;
  for (const row of rows) {
    if (covers(row.id)) continue;
    while (j < fresh.length && byId(fresh[j] as T, row) < 0) merged.push(fresh[j++] as T);
    merged.push(row);
  }
  while (j < fresh.length) merged.push(fresh[j++] as T);
  return merged;
}
