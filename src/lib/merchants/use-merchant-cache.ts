import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { MerchantListQuery, Page } from '../../contract';
import type { MirrorDb } from '../db';
import { MerchantCache, type MerchantCounts } from './merchant-cache';
import type { MerchantQueue, MerchantRow } from './merchant-query';

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

/**
 * The open mirror's merchant cache, loaded and followed: the component renders again whenever
 * the mirrored merchants change. Null until the cache is loaded (or with no mirror).
 */
export function useMerchantCache(db: MirrorDb | null): MerchantCache | null {
  const cache = db ? getMerchantCache(db) : null;
  useEffect(() => {
    void cache?.load();
  }, [cache]);
  const version = useSyncExternalStore(
    (listener) => cache?.subscribe(listener) ?? (() => undefined),
    () => cache?.getVersion() ?? -1,
  );
  return cache?.isReady && version >= 0 ? cache : null;
}

/** A page of mirrored merchants for a query; null until it can be answered. */
export function useMerchantPage(
  db: MirrorDb,
  query: MerchantListQuery,
  queue: MerchantQueue,
): Page<MerchantRow> | null {
  const cache = useMerchantCache(db);
  const version = cache?.version;
  return useMemo(
    () => (cache && version !== undefined ? cache.query(query, queue) : null),
    [cache, version, query, queue],
  );
}

/** Merchants by status and awaiting approval, from the mirror; null until it is loaded. */
export function useMerchantCounts(db: MirrorDb | null): MerchantCounts | null {
  return useMerchantCache(db)?.counts() ?? null;
}
