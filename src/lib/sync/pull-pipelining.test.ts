import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SyncPull } from '../../contract';
import { readMeta } from '../db/meta';
import type { MirrorDb } from '../db/mirror-db';
import { pullChanges, type FetchPage, type PullOptions } from './pull';
import { FakeServer } from './testing/fake-server';
import { createTestMirror, merchantRow } from './testing/fixtures';

/** The pull's pages asked ahead (lib/sync/page-queue.ts), through pullChanges. */
let db: MirrorDb;
let server: FakeServer;

beforeEach(() => {
  db = createTestMirror();
  server = new FakeServer();
});

afterEach(() => db.delete());

const pull = (options: Partial<PullOptions> = {}) =>
  pullChanges(db, { fetchPage: server.pull, limit: 2, now: () => 777, ...options });

describe('pullChanges: pipelining', () => {
  it('downloads the next page while the current one is written, and still applies every page in order', async () => {
    for (let i = 0; i < 6; i++) server.put('merchants', merchantRow());
    const requests: { cursor: string; storedCursor: string }[] = [];
    const watching: FetchPage = async (cursor, limit) => {
      requests.push({ cursor, storedCursor: (await readMeta(db, 'cursor')) ?? '' });
      return server.pull(cursor, limit);
    };
    await pull({ fetchPage: watching });
    expect(await db.merchants.count()).toBe(6);
    expect(requests.map((request) => request.cursor)).toEqual(['', 'snap:2:6', 'snap:4:6']);
    // Page 2 was asked for before page 1's cursor was stored: the download overlapped the write.
    expect(requests[1]?.storedCursor).toBe('');
  });

  /**
   * Like the app's transport: names the next cursor (as the headers do) before the page arrives.
   * `events` records each page asked for and arrived, and each cursor the pull stores.
   */
  const announcing =
    (events: string[], announce: (page: SyncPull) => string = (page) => page.cursor): FetchPage =>
    async (cursor, limit, onNextCursor) => {
      events.push(`ask ${cursor}`);
      const page = await server.pull(cursor, limit);
      if (page.hasMore) onNextCursor?.(announce(page));
      // The body takes a while to arrive after the headers.
      await new Promise((resolve) => setTimeout(resolve, 5));
      events.push(`arrive ${cursor}`);
      return page;
    };

  const recordWrites = (events: string[]) => {
    const record = (key: string, cursor: unknown) => {
      if (key === 'cursor') events.push(`write ${String(cursor)}`);
    };
    db.meta.hook('creating', (key, meta) => record(key, meta.value));
    db.meta.hook('updating', (changes, key) => record(key, (changes as { value?: unknown }).value));
  };

  it('asks for the next page from the headers, before this page arrives, one page ahead at most', async () => {
    for (let i = 0; i < 12; i++) server.put('merchants', merchantRow());
    const events: string[] = [];
    recordWrites(events);
    await pull({ fetchPage: announcing(events) });
    const asks = events.filter((event) => event.startsWith('ask '));
    expect(asks).toEqual(['ask ', ...[2, 4, 6, 8, 10].map((n) => `ask snap:${n}:12`)]);
    // Page 2 was asked for while page 1 was still on its way.
    expect(events.indexOf('ask snap:2:12')).toBeLessThan(events.indexOf('arrive '));
    // Never more than the page being written and one after it asked and not yet written.
    let open = 0;
    for (const event of events) {
      if (event.startsWith('ask ')) open += 1;
      if (event.startsWith('write ')) open -= 1;
      expect(open).toBeLessThanOrEqual(2);
    }
    expect(await db.merchants.count()).toBe(12);
    expect(await readMeta(db, 'cursor')).toBe('log:12');
  });

  it('drops a page asked for a cursor the body did not confirm and asks for the right one', async () => {
    for (let i = 0; i < 6; i++) server.put('merchants', merchantRow());
    const events: string[] = [];
    await pull({ fetchPage: announcing(events, (page) => `${page.cursor}:wrong`) });
    expect(events.filter((event) => event.startsWith('ask '))).toEqual([
      'ask ',
      'ask snap:2:6:wrong',
      'ask snap:2:6',
      'ask snap:4:6:wrong',
      'ask snap:4:6',
    ]);
    expect(await db.merchants.count()).toBe(6);
    expect(await readMeta(db, 'cursor')).toBe('log:6');
  });
});
