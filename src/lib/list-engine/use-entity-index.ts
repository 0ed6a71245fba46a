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
 * What a screen reads from an entity's index for a query (a page, the totals of the whole view):
 * null while the rows load, so a screen never says "no rows" while data is arriving. A sort order
 * not built yet is built in slices first (the main thread stays free); the answer shown meanwhile
 * is the previous one, if any. Every reader of one query goes through this one rule, so a list
 * and a panel beside it answer from the same rows in every render: a panel that read the index
 * at once showed the new query's figures beside the list's previous page.
 * `read` must be a constant (a module-level function): it is not a dependency.
 */
export function useEntityQuery<E extends ListedEntity, T>(
  db: MirrorDb | null,
  entity: E,
  query: QueryOf<E>,
  segment: string,
  read: (index: EntityIndexOf<E>, query: QueryOf<E>, segment: string) => T,
): T | null {
  const index = useEntityIndex(db, entity);
  const version = index?.version;
  const [prepared, setPrepared] = useState(0);
  const [last, setLast] = useState<{ answer: T } | null>(null);
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
  const current = useMemo(
    () => (index && ready && version !== undefined ? { answer: read(index, query, segment) } : null),
    // `prepared` and `version` read again when the order is built or the rows change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [index, ready, version, prepared, query, segment],
  );
  // Remembered during render (React's "adjusting state on a prop change"), not in an effect.
  if (current && current !== last) setLast(current);
  return (current ?? (index ? last : null))?.answer ?? null;
}

const readPage = <E extends ListedEntity>(index: EntityIndexOf<E>, query: QueryOf<E>, segment: string) =>
  index.query(query, segment) as Page<EntityRow<E>>;

/** A page of an entity's list for a query (see useEntityQuery). */
export function useEntityPage<E extends ListedEntity>(
  db: MirrorDb | null,
  entity: E,
  query: QueryOf<E>,
  segment = 'list',
): Page<EntityRow<E>> | null {
  return useEntityQuery(db, entity, query, segment, readPage);
}
