/**
 * Notifications for the seed (docs/ARCHITECTURE.md, Notifications), made by the producers the
 * use-cases call, from the seeded state: the newest merchants waiting for approval wait on the
 * Checkers who may decide them, and the submitters of the newest rejected ones are told why.
 */
import { MERCHANT_FUNCTIONS } from '../../../src/contract';
import { notifyDeciders, notifyUser } from '../../lib/notify';
import type { Queryable } from '../client';

type SeededMerchant = { id: string; name: string; by: string | null; reason: string | null };

const newest = (db: Queryable, approval: 'Pending' | 'Rejected') =>
  db.query<SeededMerchant>(
    `SELECT id::text AS id, merchant_name AS name, submitted_by::text AS by, rejection_reason AS reason
     FROM merchants WHERE submission_status = 'Submitted' AND approval_status = $1
     ORDER BY created_at DESC, id LIMIT 12`,
    [approval],
  );

export async function seedNotifications(db: Queryable): Promise<void> {
  for (const merchant of (await newest(db, 'Pending')).rows) {
    await notifyDeciders(
      db,
      'merchant.pending',
      { entity: 'merchants', id: merchant.id, params: { merchantName: merchant.name } },
      MERCHANT_FUNCTIONS.decide,
      merchant.by,
    );
  }
  for (const merchant of (await newest(db, 'Rejected')).rows) {
    await notifyUser(db, merchant.by, 'merchant.decided', {
      entity: 'merchants',
      id: merchant.id,
      params: { merchantName: merchant.name, decision: 'Rejected', reason: merchant.reason },
    });
  }
}
