/**
 * The notifications of a self-registered organization (docs/ARCHITECTURE.md, Notifications), in the
 * transaction of the write: once its email is verified (it may be approved only then) it waits on
 * every Checker who may decide it; a decision resolves the waiting rows. The registrant cannot sign
 * in before approval: the decision reaches them by mail.
 */
import type { Queryable } from '../../db/client';
import { merchantNameOf, notifyDeciders, resolvePending } from '../../lib/notify';

const DECIDE = ['organization.approval', 'approve'] as const;

export async function organizationVerified(db: Queryable, merchantId: string, registrantId: string) {
  const merchantName = await merchantNameOf(db, merchantId);
  await notifyDeciders(
    db,
    'organization.pending',
    { entity: 'organizations', id: merchantId, params: { merchantName } },
    DECIDE,
    registrantId,
  );
}

export const organizationDecided = (db: Queryable, merchantId: string) =>
  resolvePending(db, 'organization.pending', merchantId);
