import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { LIST_ENTITIES, type ListedEntity, type Page } from '../../contract';
import { onMirrorClosed, type MirrorDb } from '../db';
import { EntityIndex, isMirrorClosed } from './entity-index';
import type { EntityRow, QueryOf, RowOf } from './list-rows';

export type EntityIndexOf<E extends ListedEntity> = EntityIndex<RowOf<E>, QueryOf<E>>;

/** One index per (open mirror, entity): it lives as long as the user's session, across screens. */
const indexes = new WeakMap<MirrorDb, Map<ListedEntity, EntityIndex<{ id: string }, never>>>();

// A mirror closed for good (sign-out): its indexes stop following writes, which they would try to
// read from a closed database.
onMirrorClosed((db) => {
  for (const index of indexes.get(db)?.values() ?? []) index.dispose();
  indexes.delete(db);
});

export function getEntityIndex<E extends ListedEntity>(db: MirrorDb, entity: E): EntityIndexOf<E> {
  let byEntity = indexes.get(db);
  if (!byEntity) indexes.set(db, (byEntity = new Map()));
  let index = byEntity.get(entity) as EntityIndexOf<E> | undefined;
  if (!index) {
    const descriptor = LIST_ENTITIES[entity] as unknown as EntityIndexOf<E>['entity'];
    index = new EntityIndex(descriptor, db.rows(entity));
    byEntity.set(entity, index as unknown as EntityIndex<{ id: string }, never>);
  }
  return index;
}

/**
 * The open mirror's index of an entity, loaded and followed: the component renders again whenever
 * its rows change. Null until the index is loaded (or with no mirror).
 */
export function useEntityIndex<E extends ListedEntity>(
  db: MirrorDb | null,
  entity: E,
): EntityIndexOf<E> | null {
  const index = db ? getEntityIndex(db, entity) : null;
  useEffect(() => {
    index?.load().catch((error: unknown) => {
      // A mirror closed under the first read loads again on the next call.
      if (!isMirrorClosed(error)) console.error(`[${entity}] list index failed to load:`, error);
    });
  }, [index, entity]);
  const version = useSyncExternalStore(
    (listener) => index?.subscribe(listener) ?? (() => undefined),
    () => index?.getVersion() ?? -1,
  );
  return index?.isReady && version >= 0 ? index : null;
}

/**
 * A page of an entity's list for a query; null while the rows are loading, so a screen never says
 * "no rows" while data is arriving. A sort order not built yet is built in slices first (the main
 * thread stays free); the page shown meanwhile is the previous one, if any.
 */
export function useEntityPage<E extends ListedEntity>(
  db: MirrorDb | null,
  entity: E,
  query: QueryOf<E>,
  segment = 'list',
): Page<EntityRow<E>> | null {
  const index = useEntityIndex(db, entity);
  const version = index?.version;
  const [prepared, setPrepared] = useState(0);
  const [last, setLast] = useState<Page<EntityRow<E>> | null>(null);
  const ready = index !== null && index.isPrepared(segment, query.sortKey, query.sortOrder);
  useEffect(() => {
    if (!index || ready) return;
    let live = true;
    void index.prepare(segment, query.sortKey, query.sortOrder).then(() => {
      if (live) setPrepared((count) => count + 1);
    });
    return () => {
      live = false;
    };
  }, [index, version, ready, segment, query.sortKey, query.sortOrder]);
  const page = useMemo(
    () =>
      index && ready && version !== undefined ? (index.query(query, segment) as Page<EntityRow<E>>) : null,
    // `prepared` and `version` re-run the query when the order is built or the rows change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [index, ready, version, prepared, query, segment],
  );
  // Remembered during render (React's "adjusting state on a prop change"), not in an effect.
  if (page && page !== last) setLast(page);
  return page ?? (index ? last : null);
}
