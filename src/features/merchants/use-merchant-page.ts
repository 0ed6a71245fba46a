import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { MerchantListQuery, Page } from '../../contract';
import type { MirrorDb } from '../../lib/db';
import { MerchantCache } from './merchant-cache';
import { inQueue, isAwaitingApproval, type MerchantQueue, type MerchantRow } from './merchant-query';

/** One cache per open mirror: it lives as long as the user's session, across screens. */
const caches = new WeakMap<MirrorDb, MerchantCache>();

export function getMerchantCache(db: MirrorDb): MerchantCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new MerchantCache(db.merchants);
    caches.set(db, cache);
  }
  return cache;
}

/** The listing's opening order, the one the mirror keeps a Dexie index for. */
const isIndexedQuery = (query: MerchantListQuery) =>
  !query.merchantName &&
  !query.email &&
  !query.contactNumber &&
  query.sortKey === 'merchantName' &&
  query.sortOrder === 'asc';

/**
 * A page read straight from IndexedDB through the lower-cased name index, for the second or so
 * the in-memory index takes to load 50,000 rows: the same rows as the index gives (lower-cased
 * name by code unit, ties by id, which IndexedDB gives for equal keys). Unfiltered queries sorted
 * by name ascending only; null for any other.
 */
export async function readIndexedPage(
  db: MirrorDb,
  query: MerchantListQuery,
  queue: MerchantQueue,
): Promise<Page<MerchantRow> | null> {
  if (!isIndexedQuery(query)) return null;
  return db.transaction('r', db.merchants, async () => {
    const [items, all, awaiting] = await Promise.all([
      db.merchants
        .orderBy('_merchantNameLower')
        .filter((row) => inQueue(row as MerchantRow, queue))
        .offset((query.curPageIndex - 1) * query.pageSize)
        .limit(query.pageSize)
        .toArray(),
      db.merchants.count(),
      db.merchants
        .where('approvalStatus')
        .equals('Pending')
        .filter((row) => isAwaitingApproval(row as MerchantRow))
        .count(),
    ]);
    const totalCount = queue === 'pending' ? awaiting : all - awaiting;
    return {
      items: items as MerchantRow[],
      totalCount,
      pageSize: query.pageSize,
      curPageIndex: query.curPageIndex,
    };
  });
}

/**
 * A page of mirrored merchants for a query; null until it can be answered. While the in-memory
 * index loads, the opening page comes from IndexedDB directly (readIndexedPage).
 */
export function useMerchantPage(
  db: MirrorDb,
  query: MerchantListQuery,
  queue: MerchantQueue,
): Page<MerchantRow> | null {
  const cache = getMerchantCache(db);
  useEffect(() => {
    void cache.load();
  }, [cache]);
  const version = useSyncExternalStore(cache.subscribe, cache.getVersion);
  // Keyed by content, not identity: a re-created but equal query reads nothing again.
  const key = `${queue}|${JSON.stringify(query)}`;
  const [early, setEarly] = useState<{ key: string; page: Page<MerchantRow> } | null>(null);
  useEffect(() => {
    if (cache.isReady) return;
    let isCurrent = true;
    readIndexedPage(db, query, queue)
      .then((page) => {
        if (isCurrent && page && !cache.isReady) setEarly({ key, page });
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
    // `key` stands for query and queue.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cache, db, key]);
  return useMemo(() => {
    if (cache.isReady && version >= 0) return cache.query(query, queue);
    return early?.key === key ? early.page : null;
  }, [cache, version, query, queue, key, early]);
}
