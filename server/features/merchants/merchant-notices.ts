/**
 * The notifications of a merchant's four eyes (docs/ARCHITECTURE.md, Notifications), in the
 * transaction of the write: a submission or proposed edit waits on every Checker who may decide it
 * but the submitter; a decision tells the submitter (with the reason) and resolves the others'
 * waiting rows.
 */
import { MERCHANT_FUNCTIONS } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { notifyDeciders, notifyUser, resolvePending } from '../../lib/notify';

type Named = { id: string; merchantName: string };

export const merchantSubmitted = (db: Queryable, merchant: Named, submittedBy: string) =>
  notifyDeciders(
    db,
    'merchant.pending',
    { entity: 'merchants', id: merchant.id, params: { merchantName: merchant.merchantName } },
    MERCHANT_FUNCTIONS.decide,
    submittedBy,
  );

export async function merchantDecided(
  db: Queryable,
  merchant: Named,
  submittedBy: string | null,
  decision: 'Approved' | 'Rejected',
  reason: string | null,
) {
  await resolvePending(db, 'merchant.pending', merchant.id);
  await notifyUser(db, submittedBy, 'merchant.decided', {
    entity: 'merchants',
    id: merchant.id,
    params: { merchantName: merchant.merchantName, decision, reason },
  });
}
