/**
 * Every list's page is an index walk, whatever its sort key and direction (migration 017): with
 * sequential scans and plain sorts priced out, the plan of each page query has no Sort node, so
 * an index holds exactly the key's ORDER BY expression and collation. An incremental sort (ties
 * by id ascending on a backward walk) is fine. A new sort key without an index fails here unless
 * it is listed below with its reason.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SORT_ORDERS } from '../../src/contract';
import { migrate } from '../db/migrate';
import { RESOURCES } from '.';
import { createTestDb, type TestDb } from '../test/test-db';
import { listSql } from '../lib/entity-list/list-sql';
import type { ListQueryBase, ListResource } from '../lib/entity-list/resource';

/** Sort keys a page may sort for, and why. */
const UNINDEXED: Record<string, string> = {
  'users.roleName': 'a joined table (roles); users are few',
  'users.merchantName': 'a joined table (merchants); users are few',
  'bookings.travelDate': 'a date that may be missing, ordered as ISO text (no IMMUTABLE form)',
  'invoices.issueDate': 'a date that may be missing, ordered as ISO text (no IMMUTABLE form)',
  'markups.validFrom': 'a date that may be missing, ordered as ISO text (no IMMUTABLE form)',
};

type AnyListResource = ListResource<{ id: string }, ListQueryBase>;
type PlanNode = { 'Node Type': string; Plans?: PlanNode[] };

const listResources = Object.values(RESOURCES).filter(
  (resource): resource is AnyListResource => 'sortExpressions' in resource,
);
const pageQueries = listResources.flatMap((resource) =>
  Object.keys(resource.sortExpressions).flatMap((sortKey) =>
    SORT_ORDERS.flatMap((sortOrder) =>
      Object.keys(resource.segments).map((segment) => ({
        name: `${resource.entity}.${sortKey} ${sortOrder} (${segment})`,
        resource,
        sortKey,
        sortOrder,
        segment,
      })),
    ),
  ),
);

const nodeTypes = (node: PlanNode): string[] => [node['Node Type'], ...(node.Plans ?? []).flatMap(nodeTypes)];

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
  await migrate(testDb.db);
});
afterAll(async () => {
  await testDb.drop();
});

describe('list pages walk an index in their sort order', () => {
  it('knows every unindexed key it excuses', () => {
    const keys = new Set(pageQueries.map(({ resource, sortKey }) => `${resource.entity}.${sortKey}`));
    for (const key of Object.keys(UNINDEXED)) expect(keys).toContain(key);
  });

  it.each(pageQueries.filter(({ resource, sortKey }) => !UNINDEXED[`${resource.entity}.${sortKey}`]))(
    '$name',
    async ({ resource, sortKey, sortOrder, segment }) => {
      const query = v.parse(resource.descriptor.querySchema, { sortKey, sortOrder, pageSize: '50' });
      // A list with a recipient (notifications) is always one user's: its indexes lead with them.
      const recipient = resource.recipient === undefined ? null : '00000000-0000-4000-8000-000000000001';
      const { where, orderBy, params } = listSql(resource, query, segment, null, recipient);
      const n = params.length;
      const types = await testDb.db.transaction(async (tx) => {
        await tx.exec('SET LOCAL enable_seqscan = off; SET LOCAL enable_sort = off');
        const { rows } = await tx.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> | string }>(
          `EXPLAIN (FORMAT JSON) SELECT ${resource.columns} FROM ${resource.from} WHERE ${where}
           ORDER BY ${orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
          [...params, 50, 0],
        );
        const plan = rows[0]?.['QUERY PLAN'];
        const parsed = typeof plan === 'string' ? (JSON.parse(plan) as Array<{ Plan: PlanNode }>) : plan;
        return parsed?.[0] ? nodeTypes(parsed[0].Plan) : [];
      });
      expect(types).not.toContain('Sort');
    },
  );
});
