/**
 * Random list queries for the list engine's property tests and benches, built from the descriptor
 * alone, so every listed entity is covered alike.
 */
import * as v from 'valibot';
import { PAGE_SIZES, type AnyListEntity } from '../../../contract';
import { pickFrom, type Random } from './random-rows';

/** A random query of any listed entity: sort, page, and filters taken from the rows' own values. */
export function randomQuery<Q>(entity: AnyListEntity, rows: readonly object[], next: Random): Q {
  const pick = pickFrom(next);
  const query: Record<string, unknown> = {
    ...(v.parse(entity.querySchema, {}) as object),
    pageSize: pick(PAGE_SIZES),
    curPageIndex: 1 + Math.floor(next() * 3),
    sortKey: pick(Object.keys(entity.sortValues)),
    sortOrder: pick(['asc', 'desc'] as const),
  };
  for (const [name, spec] of Object.entries(
    entity.filters as Record<string, { match: string; value: (row: object) => string | null }>,
  )) {
    if (next() < 0.6 || !rows.length) continue;
    const value = spec.value(pick(rows)) ?? '';
    if (spec.match !== 'contains') query[name] = value;
    else {
      const start = Math.floor(next() * value.length);
      const text = value.slice(start, start + 1 + Math.floor(next() * 4));
      query[name] = pick([text, text.toUpperCase(), '%', '_']);
    }
  }
  return query as Q;
}
