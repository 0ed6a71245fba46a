import { useLiveQuery } from 'dexie-react-hooks';
import { ENTITIES, type SyncEntity } from '../../contract';
import { readMeta } from '../db/meta';
import type { MirrorDb } from '../db/mirror-db';

/**
 * Whether an entity's rows are all on the device yet, so a screen never says "none" while its
 * first download runs. The mirror knows it without asking the server:
 * - no bootstrap pending (a cursor, and no `bootstrap` progress in meta): every entity is ready;
 * - during the bootstrap, the server sends its snapshot entity by entity in BOOTSTRAP_ORDER (the
 *   contract's ENTITIES order, server/features/sync/sync-entities.ts), so once any row of a LATER
 *   entity is mirrored, this entity's snapshot is complete.
 * The progress is the whole bootstrap's (records done of total): the server counts one total for
 * every entity together, not one per entity.
 */
export type EntityReadiness = {
  ready: boolean;
  /** Records of the whole bootstrap mirrored so far, and of how many (null before the first page). */
  done: number;
  total: number | null;
};

export const BOOTSTRAP_ORDER = Object.keys(ENTITIES) as SyncEntity[];

const READY: EntityReadiness = { ready: true, done: 0, total: null };

/** Reads the readiness once; inside a live query it follows every page the pull writes. */
export async function readEntityReadiness(db: MirrorDb, entity: SyncEntity): Promise<EntityReadiness> {
  const [cursor, bootstrap] = await Promise.all([readMeta(db, 'cursor'), readMeta(db, 'bootstrap')]);
  if (cursor && !bootstrap) return READY;
  for (const later of BOOTSTRAP_ORDER.slice(BOOTSTRAP_ORDER.indexOf(entity) + 1)) {
    // A record of the table is enough (blocks or rows): no row is read or counted.
    if ((await db.rows(later).table.limit(1).count()) > 0) return READY;
  }
  return { ready: false, done: bootstrap?.done ?? 0, total: bootstrap?.total ?? null };
}

const isMirrorClosed = (error: unknown) => error instanceof Error && error.name === 'DatabaseClosedError';

/**
 * Live readiness of an entity in the open mirror; undefined while the first read runs or without
 * a mirror (screens show their loading state then, never "none").
 */
export function useEntityReady(db: MirrorDb | null, entity: SyncEntity): EntityReadiness | undefined {
  return useLiveQuery(async () => {
    if (!db) return undefined;
    try {
      return await readEntityReadiness(db, entity);
    } catch (error) {
      // Signing out closes the mirror under the read: nothing to show, and not an error.
      if (isMirrorClosed(error)) return undefined;
      throw error;
    }
  }, [db, entity]);
}
