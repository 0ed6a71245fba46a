/**
 * A list query's filters as masks over row positions, through the descriptor's rules only
 * (`matchesFilter`, src/contract/entity-descriptor.ts). Each filter reads its values from a column
 * built once per version (a `contains` filter's case-folded, its wanted text folded once: folding
 * twice is folding once, so the rule's answer is unchanged, which the engine's property test
 * checks against the reference). Masks are built from columns in position order and touch no row
 * object; the list walk then only reads a byte per row.
 */
import { foldCase, matchesFilter, type FilterSpec } from '../../contract';
import { CHUNK } from './sorted-order';
import type { SlicedWork } from './sliced-work';

/**
 * A filter's values, dictionary-encoded: each distinct value once, and a code per row. A filter
 * asks its rule once per distinct value (3 statuses, a few hundred dates), then copies verdicts.
 */
export type Column = { codes: Uint32Array; values: readonly (string | null)[] };

/** The values a filter compares, as its rule compares them. */
export const filterValue =
  <R>(spec: FilterSpec<R>) =>
  (row: R): string | null => {
    const value = spec.value(row);
    return spec.match === 'contains' && value !== null ? foldCase(value) : value;
  };

export function* encodedColumn<R>(
  rows: readonly R[],
  valueOf: (row: R) => string | null,
): SlicedWork<Column> {
  const codes = new Uint32Array(rows.length);
  const values: (string | null)[] = [];
  const seen = new Map<string | null, number>();
  for (let start = 0; start < rows.length; start += CHUNK) {
    const end = Math.min(rows.length, start + CHUNK);
    for (let i = start; i < end; i += 1) {
      const value = valueOf(rows[i] as R);
      let code = seen.get(value);
      if (code === undefined) {
        code = values.length;
        values.push(value);
        seen.set(value, code);
      }
      codes[i] = code;
    }
    yield;
  }
  return { codes, values };
}

/** The filters a query sets (a blank one matches everything), in a stable key for memoising. */
export function activeFilters(filters: Record<string, FilterSpec<unknown>>, query: Record<string, unknown>) {
  const active: [name: string, wanted: string][] = [];
  for (const name of Object.keys(filters)) {
    const wanted = query[name];
    if (typeof wanted === 'string' && wanted) active.push([name, wanted]);
  }
  return active;
}

/**
 * `contains` on values both already folded: the rule's test (`matchesFilter` folds the value and
 * the wanted text, then looks for one in the other) without folding again. Folding 50,000 merchant
 * names, e-mails or phone numbers per new filter text would allocate a string each, and with the
 * garbage collection it causes would be most of the merchant list's slowest queries. The engine's property tests hold it equal to the reference query.
 */
const containsFolded = (value: string | null, text: string) => (value ?? '').includes(text);

/** 1 at each position whose row passes one filter (its values in `column`). */
export function filterMask<R>(spec: FilterSpec<R>, column: Column, wanted: string): Uint8Array {
  const { codes, values } = column;
  const verdicts = new Uint8Array(values.length);
  let code = 0;
  // The rule sees the column's value; it never needs the row itself.
  const cached: FilterSpec<R> = { match: spec.match, value: () => values[code] ?? null };
  const text = spec.match === 'contains' ? foldCase(wanted) : wanted;
  const noRow = undefined as unknown as R;
  if (spec.match === 'contains' && text)
    for (code = 0; code < values.length; code += 1)
      verdicts[code] = containsFolded(values[code] ?? null, text) ? 1 : 0;
  else
    for (code = 0; code < values.length; code += 1)
      verdicts[code] = matchesFilter(cached, noRow, text) ? 1 : 0;
  const mask = new Uint8Array(codes.length);
  for (let at = 0; at < codes.length; at += 1) mask[at] = verdicts[codes[at] as number] as number;
  return mask;
}

/** Positions passing every mask. */
export function allOf(masks: readonly Uint8Array[]): Uint8Array {
  const [first, ...rest] = masks as [Uint8Array, ...Uint8Array[]];
  if (!rest.length) return first;
  const out = first.slice();
  for (const mask of rest)
    for (let at = 0; at < out.length; at += 1) out[at] = (out[at] as number) & (mask[at] as number);
  return out;
}
