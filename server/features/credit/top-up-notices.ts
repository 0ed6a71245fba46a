/**
 * The notifications of a top-up's four eyes (docs/ARCHITECTURE.md, Notifications), in the
 * transaction of the write: a submitted top-up waits on every Checker who may decide it but the
 * submitter; an approval or rejection tells the submitter (with the reason) and resolves the
 * others' waiting rows.
 */
import { CREDIT_FUNCTIONS } from '../../../src/contract';
import type { TopUp } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { notifyDeciders, notifyUser, resolvePending } from '../../lib/notify';

const paramsOf = (topUp: TopUp) => ({ referenceNumber: topUp.referenceNumber, amountSen: topUp.amountSen });

export const topUpSubmitted = (db: Queryable, topUp: TopUp, submittedBy: string) =>
  notifyDeciders(
    db,
    'topUp.pending',
    { entity: 'topUps', id: topUp.id, params: paramsOf(topUp) },
    CREDIT_FUNCTIONS.decide,
    submittedBy,
  );

export async function topUpDecided(
  db: Queryable,
  topUp: TopUp,
  decision: 'Approved' | 'Rejected',
  reason: string | null,
) {
  await resolvePending(db, 'topUp.pending', topUp.id);
  await notifyUser(db, topUp.submittedBy, 'topUp.decided', {
    entity: 'topUps',
    id: topUp.id,
    params: { ...paramsOf(topUp), decision, reason },
  });
}
