import type { MirrorDb } from '../../lib/db';
import { resolveConflict } from '../../lib/sync/conflict';
import { discardOp, retryOp } from '../../lib/sync/outbox';

/** The user's decisions about queued changes; the replayer picks them up on its next pass. */
export const retryChange = (db: MirrorDb, opId: string) => retryOp(db, opId);
export const discardChange = (db: MirrorDb, opId: string) => discardOp(db, opId);
export const resolveChange = (db: MirrorDb, opId: string, choice: 'mine' | 'theirs') =>
  resolveConflict(db, opId, choice);
