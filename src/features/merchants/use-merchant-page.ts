import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { MerchantListQuery, Page } from '../../contract';
import type { MirrorDb } from '../../lib/db';
import { MerchantCache } from './merchant-cache';
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

/** A page of mirrored merchants for a query; null until the mirror's rows are in memory. */
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
  return useMemo(
    () => (cache.isReady && version >= 0 ? cache.query(query, queue) : null),
    [cache, version, query, queue],
  );
}
