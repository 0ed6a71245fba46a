import { useLiveQuery } from 'dexie-react-hooks';
import type { TopUp } from '../../contract';
import type { MirrorDb } from '../../lib/db';

/** A top-up as the device mirrors it; `_pending` while a change of it waits to be sent. */
export type TopUpView = TopUp & { _pending?: boolean };

/** The mirrored top-up (live); null for none, undefined while reading. */
export const useTopUp = (db: MirrorDb, id: string | null) =>
  useLiveQuery(
    async () => (id ? (((await db.rows('topUps').get(id)) as TopUpView | undefined) ?? null) : null),
    [db, id],
  );
