/**
 * Runs the offline core's real code (mirror, pull, outbox, replay, the merchant list index) in
 * Chromium against the real server, for `npm run bench`. Exposed on `window.bench`; each function
 * answers plain numbers that tests/bench/offline.ts prints.
 */
import { i18n } from '@lingui/core';
import Dexie from 'dexie';
import {
  canActivateMerchant,
  changesOfPage,
  merchantEntity,
  SessionSchema,
  type Merchant,
  type MerchantListQuery,
  type SyncPull,
} from '../../../src/contract';
import { apiRequest, setAccessToken } from '../../../src/lib/api';
import { openMirror, packIntoBlocks, type MirrorDb, type MirrorRow } from '../../../src/lib/db';
import { EntityIndex } from '../../../src/lib/list-engine';
import { bootstrapAll, rawWriteAll } from './bootstrap-all';
import { exportBookings } from './export-bookings';
import { importParse, importSend } from './import-rows';
import { issueInvoices } from './issue-invoices';
import { listQueries as entityListQueries } from './list-queries';
import { shrinkSlip } from './shrink-slip';
import { enqueueChange } from '../../../src/lib/sync/outbox';
import { fetchPageWithApi, pullChanges } from '../../../src/lib/sync/pull';
import { replayOutbox } from '../../../src/lib/sync/replay';
import { timedBatchTransport } from './timed-transport';

// Messages of failed calls are translated; the harness needs no catalog, only an active locale.
i18n.loadAndActivate({ locale: 'en', messages: {} });

let db: MirrorDb | null = null;
let merchantRows: MirrorRow[] = [];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function signInAs(username: string, password: string) {
  const session = await apiRequest('/General/sign-in', {
    method: 'POST',
    body: { username, password },
    schema: SessionSchema,
    skipRefresh: true,
  });
  setAccessToken(session.accessToken);
  return { userId: session.user.userID, merchantId: session.user.merchantId };
}

const signIn = async (username: string, password: string) => (await signInAs(username, password)).userId;

/** The bootstrap through the app's pull (network + IndexedDB), keeping the merchant rows it got. */
async function bootstrap(limit: number) {
  const userId = await signIn('admin', 'Demo@12345');
  await Dexie.delete(`bo-portal-${userId}`);
  db = await openMirror(userId);
  merchantRows = [];
  const fetchPage = async (cursor: string, pageLimit: number): Promise<SyncPull> => {
    const page = await fetchPageWithApi(cursor, pageLimit);
    for (const change of changesOfPage(page)) {
      if (change.entity === 'merchants' && change.row) merchantRows.push(change.row as MirrorRow);
    }
    return page;
  };
  const started = performance.now();
  const result = await pullChanges(db, { fetchPage, limit });
  const ms = performance.now() - started;
  return { ms, changes: result.changes, pages: result.pages, merchants: await db.merchants.count() };
}

/** A plain Dexie bulkAdd of records into a fresh table keyed by `key`, timed. */
async function timeBulkAdd(key: string, records: unknown[]) {
  const raw = new Dexie('bench-raw');
  raw.version(1).stores({ records: key });
  await raw.open();
  const started = performance.now();
  await raw.table('records').bulkAdd(records);
  const ms = performance.now() - started;
  await raw.delete();
  return ms;
}

/**
 * The same merchant rows with a plain Dexie bulkAdd: one record per row (the baseline, a
 * table with only its primary key), and packed into the mirror's blocks (lib/db/block-row-store).
 */
async function rawBulkAdd() {
  const ms = await timeBulkAdd('id', merchantRows);
  const blocks = packIntoBlocks(merchantRows);
  const blocksMs = await timeBulkAdd('key', blocks);
  return { ms, rows: merchantRows.length, blocksMs, blocks: blocks.length };
}

function randomQuery(random: () => number): MerchantListQuery {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  return {
    pageSize: 50,
    curPageIndex: 1 + Math.floor(random() * 3),
    sortKey: pick(['merchantName', 'email', 'contactNumber', 'status', 'createdAt', 'updatedAt'] as const),
    sortOrder: pick(['asc', 'desc'] as const),
    merchantName: pick(['', 'sdn', 'travel', 'tan', 'bhd', 'a']),
    email: pick(['', '', 'info', '.my']),
    contactNumber: pick(['', '', '012', '-3']),
  };
}

/** List queries on the in-memory index of the mirror: load, first page, then filtered queries. */
async function listQueries(count: number) {
  if (!db) throw new Error('bootstrap first');
  const cache = new EntityIndex(merchantEntity, db.merchants);
  const first: MerchantListQuery = {
    pageSize: 50,
    curPageIndex: 1,
    sortKey: 'merchantName',
    sortOrder: 'asc',
    merchantName: '',
    email: '',
    contactNumber: '',
  };
  let started = performance.now();
  await cache.load();
  const loadMs = performance.now() - started;
  started = performance.now();
  const firstPage = cache.query(first, 'list');
  const firstPageMs = performance.now() - started;
  let seed = 7;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const query = randomQuery(random);
    started = performance.now();
    cache.query(query, random() < 0.9 ? 'list' : 'pending');
    times.push(performance.now() - started);
  }
  cache.dispose();
  return {
    loadMs,
    firstPageMs,
    total: firstPage.totalCount,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: Math.max(...times),
  };
}

/**
 * Optimistic write + op in one transaction, timed per call. Only changes the app's status buttons
 * offer (canActivateMerchant): activating an unapproved merchant is refused by the server (409
 * merchant.notApproved), and those refusals were the 180 ops "left" after earlier drains.
 */
async function enqueueMany(count: number) {
  if (!db) throw new Error('bootstrap first');
  const rows = (await db.merchants.toArray())
    .filter((row) => row.status === 'Active' || canActivateMerchant(row as unknown as Merchant))
    .slice(0, count);
  const times: number[] = [];
  for (const row of rows) {
    const status = row.status === 'Active' ? 'Inactive' : 'Active';
    const started = performance.now();
    await enqueueChange(db, {
      entity: 'merchants',
      entityId: row.id,
      baseVersion: row.version,
      patch: { status },
      request: {
        method: 'POST',
        path: '/Merchant/status/update',
        body: { id: row.id, status, baseVersion: row.version },
      },
    });
    times.push(performance.now() - started);
  }
  return { count: times.length, p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** Sends every queued op to the real server, in order, and times it until the outbox is empty. */
async function drain() {
  if (!db) throw new Error('bootstrap first');
  const queued = await db.outbox.count();
  const { batchTransport, timing } = timedBatchTransport();
  const started = performance.now();
  for (let pass = 0; pass < 10 && (await db.outbox.count()) > 0; pass += 1)
    await replayOutbox(db, { batchTransport });
  return {
    ms: performance.now() - started,
    ...timing,
    sent: queued - (await db.outbox.count()),
    left: await db.outbox.count(),
    refused: await db.outbox.where('state').anyOf('failed', 'conflict').count(),
  };
}

const mirror = () => {
  if (!db) throw new Error('bootstrap first');
  return db;
};

/** A fresh mirror of everything, through the app's pull, the indexes following it. */
async function bootstrapEverything(options?: { earlyCursor?: boolean }) {
  const userId = await signIn('admin', 'Demo@12345');
  if (db) db.close();
  await Dexie.delete(`bo-portal-${userId}`);
  db = await openMirror(userId);
  return bootstrapAll(db, options);
}

Object.assign(window, {
  bench: {
    bootstrap,
    rawBulkAdd,
    listQueries,
    enqueueMany,
    drain,
    bootstrapEverything,
    rawWriteAll: () => rawWriteAll(mirror()),
    entityQueries: (entity: 'merchants' | 'bookings' | 'invoices', count: number) =>
      entityListQueries(mirror(), entity, count),
    exportBookings: () => exportBookings(mirror()),
    issueInvoices: (count: number) => issueInvoices(signInAs, count),
    shrinkSlip,
    importParse,
    importSend: () => importSend(signInAs),
  },
});
const status = document.getElementById('status');
if (status) status.textContent = 'ready';
