import type { ListedEntity } from '../../contract';
import type { MirrorDb } from '../../lib/db';
import { useEntityIndex } from '../../lib/list-engine';
import { useEntityReady, type EntityReadiness } from '../../lib/sync/entity-ready';

/**
 * Is an entity's list complete on this screen: its first download has ended (useEntityReady) and
 * its index has read what that download wrote (EntityIndex.isBehindFill). The download's last page
 * of an entity also starts the next one, so the mirror says "complete" while the index, waiting
 * for the pull to move past the table, still holds the pages before: the list showed those as the
 * whole list. Undefined while the first read runs (screens show their loading state).
 */
export function useListReadiness(
  db: MirrorDb | null,
  entity: ListedEntity,
): { readiness: EntityReadiness; isDownloading: boolean } | undefined {
  const readiness = useEntityReady(db, entity);
  // Renders again when the index reads its rows, which is when it catches up.
  const index = useEntityIndex(db, entity);
  if (!readiness) return undefined;
  return { readiness, isDownloading: !readiness.ready || index?.isBehindFill() === true };
}
