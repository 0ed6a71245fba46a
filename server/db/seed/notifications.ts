/**
 * Notifications for the seed (docs/ARCHITECTURE.md, Notifications), made by the producers the
 * use-cases call, from the seeded state: every merchant and top-up waiting for approval waits on
 * the Checkers who may decide it, and the submitters of the newest rejected merchants are told why.
 */
import { CREDIT_FUNCTIONS, MERCHANT_FUNCTIONS } from '../../../src/contract';
import { notifyDeciders, notifyUser } from '../../lib/notify';
import type { Queryable } from '../client';

type SeededMerchant = { id: string; name: string; by: string | null; reason: string | null };

const newest = (db: Queryable, approval: 'Pending' | 'Rejected', limit: number) =>
  db.query<SeededMerchant>(
    `SELECT id::text AS id, merchant_name AS name, submitted_by::text AS by, rejection_reason AS reason
     FROM merchants WHERE submission_status = 'Submitted' AND approval_status = $1
     ORDER BY created_at DESC, id LIMIT $2`,
    [approval, limit],
  );

type SeededTopUp = { id: string; referenceNumber: string; amountSen: number; by: string };

const pendingTopUps = (db: Queryable) =>
  db.query<SeededTopUp>(
    `SELECT id::text AS id, reference_number AS "referenceNumber", amount_sen::float8 AS "amountSen",
       submitted_by::text AS by
     FROM top_ups WHERE status = 'Pending' ORDER BY created_at, id`,
  );

/** Enough for every waiting merchant of the demo; a bigger seed's older ones are left unannounced. */
const PENDING_LIMIT = 200;

export async function seedNotifications(db: Queryable): Promise<void> {
  for (const merchant of (await newest(db, 'Pending', PENDING_LIMIT)).rows) {
    await notifyDeciders(
      db,
      'merchant.pending',
      { entity: 'merchants', id: merchant.id, params: { merchantName: merchant.name } },
      MERCHANT_FUNCTIONS.decide,
      merchant.by,
    );
  }
  for (const topUp of (await pendingTopUps(db)).rows) {
    const { referenceNumber, amountSen } = topUp;
    await notifyDeciders(
      db,
      'topUp.pending',
      { entity: 'topUps', id: topUp.id, params: { referenceNumber, amountSen } },
      CREDIT_FUNCTIONS.decide,
      topUp.by,
    );
  }
  for (const merchant of (await newest(db, 'Rejected', 12)).rows) {
    await notifyUser(db, merchant.by, 'merchant.decided', {
      entity: 'merchants',
      id: merchant.id,
      params: { merchantName: merchant.name, decision: 'Rejected', reason: merchant.reason },
    });
  }
}
