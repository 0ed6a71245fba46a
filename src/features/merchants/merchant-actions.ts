import type { Merchant, MerchantField, MerchantInput, SessionUser } from '../../contract';
import type { MerchantRow } from '../../lib/list-engine';
import { enqueue } from '../../lib/sync';

/**
 * The merchant writes of the create form, the profile and the approval, through the outbox like
 * every change (docs/ARCHITECTURE.md, Offline core): the row shows at once, marked pending, and the replayer sends it.
 */

/** A new merchant with the id made here, shown as waiting for approval until the server answers. */
export function createMerchant(input: MerchantInput, user: SessionUser) {
  const now = new Date().toISOString();
  const row: Omit<Merchant, 'version'> = {
    ...input,
    status: 'Inactive',
    submissionStatus: 'Submitted',
    approvalStatus: 'Pending',
    submittedBy: user.userID,
    createdAt: now,
    updatedAt: now,
  };
  return enqueue({
    entity: 'merchants',
    entityId: input.id,
    baseVersion: 0,
    create: true,
    patch: row,
    request: { method: 'POST', path: '/Merchant/create', body: input },
  });
}

/** Only the changed fields, on the row's version: the offline core merges them field by field. */
export function updateMerchant(row: MerchantRow, changes: Partial<Record<MerchantField, unknown>>) {
  return enqueue({
    entity: 'merchants',
    entityId: row.id,
    baseVersion: row.version,
    patch: changes,
    request: {
      method: 'POST',
      path: '/Merchant/update',
      body: { id: row.id, baseVersion: row.version, ...changes },
    },
  });
}

/** A Checker's decision; the server checks the four-eyes rule again when it arrives. */
export function decideMerchant(row: MerchantRow, decision: 'Approved' | 'Rejected', reason: string) {
  return enqueue({
    entity: 'merchants',
    entityId: row.id,
    baseVersion: row.version,
    patch:
      decision === 'Approved' ? { approvalStatus: decision, status: 'Active' } : { approvalStatus: decision },
    request: { method: 'POST', path: '/Merchant/approval', body: { id: row.id, decision, reason } },
  });
}
