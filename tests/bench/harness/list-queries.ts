/**
 * List queries in Chromium on an index of the mirror, as the list screens ask them: a new sort
 * order is first built in slices (what the screen does before it shows it), then the query (filter
 * + sort + page + total) is timed. Queries are random, built from the descriptor alone.
 */
import * as v from 'valibot';
import { LIST_ENTITIES, type ListedEntity } from '../../../src/contract';
import type { MirrorDb } from '../../../src/lib/db';
import { getEntityIndex } from '../../../src/lib/list-engine';
import { randomQuery } from '../../../src/lib/list-engine/testing/random-query';
import { random } from '../../../src/lib/list-engine/testing/random-rows';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

export async function listQueries(db: MirrorDb, entity: ListedEntity, count: number) {
  const descriptor = LIST_ENTITIES[entity];
  const index = getEntityIndex(db, entity);
  let started = performance.now();
  await index.load();
  const loadMs = performance.now() - started;
  const defaults = v.parse(descriptor.querySchema, { pageSize: 50 }) as never;
  await index.prepare(
    'list',
    (defaults as { sortKey: string }).sortKey,
    (defaults as { sortOrder: 'asc' | 'desc' }).sortOrder,
  );
  started = performance.now();
  const first = index.query(defaults, 'list');
  const firstPageMs = performance.now() - started;
  const rows = index.select(defaults, 'list');
  const next = random(11);
  const segments = Object.keys(descriptor.segments);
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const query = {
      ...randomQuery<{ sortKey: string; sortOrder: 'asc' | 'desc' }>(descriptor, rows, next),
      pageSize: 50,
    };
    const segment = segments[Math.floor(next() * segments.length)] as string;
    await index.prepare(segment, query.sortKey, query.sortOrder);
    started = performance.now();
    index.query(query as never, segment);
    times.push(performance.now() - started);
  }
  return {
    loadMs,
    firstPageMs,
    total: first.totalCount,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: Math.max(...times),
  };
}
