/**
 * Sorted orders of a list as typed arrays of row positions (docs/ARCHITECTURE.md, List engine).
 * Rows sit in ascending id order, so "ties by id ascending" is "ties by position": the comparator
 * never touches an id. Work is written as generators (yield-to-event-loop.ts) so that the first
 * sort of 200,000 rows is many short slices: runs of CHUNK positions are sorted one at a time and
 * then merged pairwise, a bounded number of steps per slice.
 */
import type { SlicedWork } from './sliced-work';

/** Positions handled between two yield points. */
export const CHUNK = 4096;

export type SortValue = string | number;

/** The positions (ascending) of the rows `test` accepts. */
export function* positionsWhere<T>(rows: readonly T[], test: (row: T) => boolean): SlicedWork<Uint32Array> {
  const out = new Uint32Array(rows.length);
  let count = 0;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const end = Math.min(rows.length, start + CHUNK);
    for (let i = start; i < end; i += 1) if (test(rows[i] as T)) out[count++] = i;
    yield;
  }
  return out.slice(0, count);
}

/** One value per row, aligned with the rows (sort values, case-folded filter values). */
export function* columnOf<T, V>(rows: readonly T[], valueOf: (row: T) => V): SlicedWork<V[]> {
  const values = new Array<V>(rows.length);
  for (let start = 0; start < rows.length; start += CHUNK) {
    const end = Math.min(rows.length, start + CHUNK);
    for (let i = start; i < end; i += 1) values[i] = valueOf(rows[i] as T);
    yield;
  }
  return values;
}

/** `positions` ordered by value ascending, ties by position: chunk sorts, then pairwise merges. */
export function* sortAscending(
  positions: Uint32Array,
  values: readonly SortValue[],
): SlicedWork<Uint32Array> {
  const compare = (a: number, b: number) => {
    const x = values[a] as SortValue;
    const y = values[b] as SortValue;
    return x < y ? -1 : x > y ? 1 : a - b;
  };
  let from = positions.slice();
  for (let start = 0; start < from.length; start += CHUNK) {
    from.subarray(start, start + CHUNK).sort(compare);
    yield;
  }
  let to = new Uint32Array(from.length);
  for (let width = CHUNK; width < from.length; width *= 2) {
    for (let left = 0; left < from.length; left += 2 * width) {
      const middle = Math.min(left + width, from.length);
      const right = Math.min(left + 2 * width, from.length);
      let i = left;
      let j = middle;
      let k = left;
      while (i < middle && j < right) {
        to[k++] =
          compare(from[i] as number, from[j] as number) <= 0 ? (from[i++] as number) : (from[j++] as number);
        if ((k & (CHUNK - 1)) === 0) yield;
      }
      while (i < middle) to[k++] = from[i++] as number;
      while (j < right) to[k++] = from[j++] as number;
    }
    [from, to] = [to, from];
    yield;
  }
  return from;
}

/**
 * The descending order from the ascending one: runs of equal values keep ascending positions
 * (ties stay by id ascending in both directions, as the server orders them).
 */
export function* reverseKeepingTies(
  ascending: Uint32Array,
  values: readonly SortValue[],
): SlicedWork<Uint32Array> {
  const out = new Uint32Array(ascending.length);
  let k = 0;
  let sinceYield = 0;
  let end = ascending.length;
  while (end > 0) {
    const value = values[ascending[end - 1] as number];
    let start = end - 1;
    while (start > 0 && values[ascending[start - 1] as number] === value) start -= 1;
    for (let i = start; i < end; i += 1) out[k++] = ascending[i] as number;
    sinceYield += end - start;
    end = start;
    if (sinceYield >= CHUNK) {
      sinceYield = 0;
      yield;
    }
  }
  return out;
}
