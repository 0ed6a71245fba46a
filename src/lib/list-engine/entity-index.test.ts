import 'fake-indexeddb/auto';
import Dexie, { RangeSet } from 'dexie';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  compareRows,
  LIST_ENTITIES,
  merchantEntity,
  queryEntityRows,
  type AnyListEntity,
  type ListedEntity,
  type Merchant,
} from '../../contract';
import { MirrorDb, type MirrorRow } from '../db';
import { getEntityIndex } from './use-entity-index';
import {
  bookingRows,
  creditAccountRows,
  creditEntryRows,
  invoiceRows,
  merchantRows,
  noteRows,
  random,
  topUpRows,
  userRows,
} from './testing/random-rows';
import { randomQuery } from './testing/random-query';
import { clientRows } from './testing/random-clients';
import { caseRows } from './testing/random-cases';
import { markupRows } from './testing/random-markups';
import { notificationRows } from './testing/random-notifications';
import { fieldRows } from './testing/random-fields';

/**
 * The engine answers exactly what the contract's reference query answers (docs/ARCHITECTURE.md,
 * List engine), for random rows and random queries of every listed entity, and follows the mirror.
 */
const next = random(42);
/** Hand-made rows where an area's values need more than their kinds; the rest from its fields. */
const handMade: Partial<Record<ListedEntity, MirrorRow[]>> = {
  merchants: merchantRows(400, next) as unknown as MirrorRow[],
  users: userRows(400, next) as unknown as MirrorRow[],
  bookings: bookingRows(600, next) as unknown as MirrorRow[],
  invoices: invoiceRows(500, next) as unknown as MirrorRow[],
  invoiceNotes: noteRows(400, next) as unknown as MirrorRow[],
  topUps: topUpRows(400, next) as unknown as MirrorRow[],
  creditEntries: creditEntryRows(500, next) as unknown as MirrorRow[],
  creditAccounts: creditAccountRows(300, next) as unknown as MirrorRow[],
  cases: caseRows(400, next) as unknown as MirrorRow[],
  clients: clientRows(400, next) as unknown as MirrorRow[],
  markups: markupRows(400, next) as unknown as MirrorRow[],
  notifications: notificationRows(300, next) as unknown as MirrorRow[],
};
const ENTITY_NAMES = Object.keys(LIST_ENTITIES) as ListedEntity[];
const made = Object.fromEntries(
  ENTITY_NAMES.map((entity) => {
    const descriptor: AnyListEntity = LIST_ENTITIES[entity];
    const rows = handMade[entity] ?? fieldRows(descriptor, 400, next);
    if (!rows) throw new Error(`${entity} needs random rows: declare it as fields or write them`);
    return [entity, rows as unknown as MirrorRow[]];
  }),
) as Record<ListedEntity, MirrorRow[]>;
let db: MirrorDb;

beforeAll(async () => {
  db = new MirrorDb('entity-index-test');
  for (const entity of ENTITY_NAMES) await db.rows(entity).bulkPut(made[entity]);
  await Promise.all(ENTITY_NAMES.map((entity) => getEntityIndex(db, entity).load()));
});
afterAll(async () => {
  for (const entity of ENTITY_NAMES) getEntityIndex(db, entity).dispose();
  await db.delete();
});

const nextVersion = (entity: ListedEntity) => {
  const index = getEntityIndex(db, entity);
  const version = index.version;
  return new Promise<void>((resolve) => {
    const unsubscribe = index.subscribe(() => {
      if (index.version > version) {
        unsubscribe();
        resolve();
      }
    });
  });
};

const expectSameAsReference = (entity: ListedEntity, rows: MirrorRow[], queries = 200) => {
  const descriptor: AnyListEntity = LIST_ENTITIES[entity];
  const index = getEntityIndex(db, entity);
  for (let i = 0; i < queries; i += 1) {
    const query = randomQuery<never>(descriptor, rows, next);
    for (const segment of Object.keys(descriptor.segments)) {
      const expected = queryEntityRows(descriptor, rows, query, segment);
      expect(index.query(query, segment), JSON.stringify({ query, segment })).toEqual(expected);
      if (i % 20 === 0) {
        const all = queryEntityRows(
          descriptor,
          rows,
          { ...(query as object), pageSize: 1e9, curPageIndex: 1 } as never,
          segment,
        );
        expect(index.select(query, segment)).toEqual(all.items);
      }
    }
  }
};

describe.each(ENTITY_NAMES)('the %s index', (entity) => {
  it('answers exactly what the reference query answers, for many random queries', () => {
    expectSameAsReference(entity, made[entity]);
  });

  it('gets rows by id and counts segments', () => {
    const index = getEntityIndex(db, entity);
    const row = made[entity][7] as MirrorRow;
    expect(index.get(row.id)).toEqual(row);
    expect(index.get('no-such-id')).toBeUndefined();
    for (const [segment, test] of Object.entries(
      LIST_ENTITIES[entity].segments as Record<string, (row: MirrorRow) => boolean>,
    )) {
      expect(index.count(segment)).toBe(made[entity].filter(test).length);
      const odd = (candidate: { id: string }) => candidate.id < '8';
      expect(index.count(segment, odd)).toBe(made[entity].filter((r) => test(r) && odd(r)).length);
    }
  });

  it('follows writes to the mirror, including deletes', async () => {
    const rows = made[entity];
    const [first, second] = rows as [MirrorRow, MirrorRow];
    const changed = { ...first, version: first.version + 1, _pending: true };
    const added = { ...second, id: 'ffffffff-0000-4000-8000-000000000000' };
    const updated = nextVersion(entity);
    const store = db.rows(entity);
    await db.transaction('rw', store.table, async () => {
      await store.put(changed);
      await store.put(added);
      await store.delete(second.id);
    });
    await updated;
    made[entity] = [changed, ...rows.slice(2), added];
    expect(getEntityIndex(db, entity).get(second.id)).toBeUndefined();
    expect(getEntityIndex(db, entity).get(changed.id)).toEqual(changed);
    expectSameAsReference(entity, made[entity], 40);
  });
});

describe('bursts of writes', () => {
  it('are read together (a bootstrap writes page after page), ending equal to the reference', async () => {
    const index = getEntityIndex(db, 'bookings');
    const before = index.version;
    const extra = bookingRows(200, random(77)) as unknown as MirrorRow[];
    for (let i = 0; i < extra.length; i += 10) await db.bookings.bulkPut(extra.slice(i, i + 10));
    made.bookings = [...made.bookings, ...extra];
    await vi.waitFor(() => expect(index.get((extra.at(-1) as MirrorRow).id)).toBeDefined(), {
      timeout: 5000,
    });
    expect(index.version - before).toBeLessThan(extra.length / 10);
    expectSameAsReference('bookings', made.bookings, 40);
  });
});

describe('changes made elsewhere', () => {
  it('another tab’s write, announced by storagemutated, is read again', async () => {
    const store = db.rows('users');
    const row = { ...(made.users[3] as MirrorRow), fullName: 'Written Elsewhere' };
    // Another tab writes past this tab's Dexie; Dexie relays its storagemutated event to us.
    const raw = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(db.name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error as Error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = raw.transaction(store.table.name, 'readwrite');
      tx.objectStore(store.table.name).put(row);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error as Error);
    });
    raw.close();
    const updated = nextVersion('users');
    Dexie.on('storagemutated').fire({
      [`idb://${db.name}/${store.table.name}/`]: new RangeSet(row.id, row.id),
    });
    await updated;
    expect(getEntityIndex(db, 'users').search('written elsewhere', 5)).toEqual([row]);
  });

  it('searches the descriptor’s search fields, case-insensitively', () => {
    const index = getEntityIndex(db, 'merchants');
    const found = index.search('ALPHA', 3);
    expect(found).toHaveLength(3);
    for (const row of found) expect(row.merchantName.toLowerCase()).toContain('alpha');
    // A blank text: the first rows of every segment in the default order (a picker's choices).
    const byName = [...(made.merchants as unknown as Merchant[])].sort(
      compareRows(merchantEntity, 'merchantName', 'asc'),
    );
    expect(index.search('  ', 5).map((row) => row.id)).toEqual(byName.slice(0, 5).map((row) => row.id));
  });
});
