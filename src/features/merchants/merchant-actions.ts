import {
  isEditProposal,
  merchantStateFields,
  merchantStateOf,
  merchantTransition,
  newMerchantState,
} from '../../contract';
import type { Merchant, MerchantField, MerchantInput, SessionUser } from '../../contract';
import type { MerchantRow } from '../../lib/list-engine';
import { enqueue, type NewChange } from '../../lib/sync';
import { nextProposal } from './merchant-proposal';

/**
 * The merchant writes of the create form, the profile and the approval, through the outbox like
 * every change (docs/ARCHITECTURE.md, Offline core): the row shows at once, marked pending, and the replayer sends it.
 * What a write does to the merchant's state is the contract's merchant transitions, as on the server.
 */

/** A new merchant with the id made here, shown as waiting for approval until the server answers. */
export function createMerchantChange(input: MerchantInput, user: SessionUser): NewChange {
  const now = new Date().toISOString();
  const row: Omit<Merchant, 'version'> = {
    ...input,
    ...merchantStateFields(newMerchantState(user.userID)),
    createdAt: now,
    updatedAt: now,
  };
  return {
    entity: 'merchants',
    entityId: input.id,
    baseVersion: 0,
    create: true,
    patch: row,
    request: { method: 'POST', path: '/Merchant/create', body: input },
  };
}

export const createMerchant = (input: MerchantInput, user: SessionUser) =>
  enqueue(createMerchantChange(input, user));

/**
 * Only the changed fields, on the row's version: the offline core merges them field by field, with
 * the state the update transition gives (submitted again, waiting for a Checker). An approved
 * merchant's live values do not change on the device either: the edit shows as its proposal
 * (merchant-proposal.ts) until a Checker's approval arrives from the server.
 */
export function updateMerchantChange(
  row: MerchantRow,
  changes: Partial<Record<MerchantField, unknown>>,
  user: SessionUser,
): NewChange {
  const updated = merchantTransition(merchantStateOf(row), { kind: 'update' }, user);
  const state = updated.ok ? merchantStateFields(updated.next) : {};
  return {
    entity: 'merchants',
    entityId: row.id,
    baseVersion: row.version,
    patch: isEditProposal(row)
      ? { proposedChanges: nextProposal(row, changes, user) }
      : { ...changes, ...state },
    request: {
      method: 'POST',
      path: '/Merchant/update',
      body: { id: row.id, baseVersion: row.version, ...changes },
    },
  };
}

export const updateMerchant = (
  row: MerchantRow,
  changes: Partial<Record<MerchantField, unknown>>,
  user: SessionUser,
) => enqueue(updateMerchantChange(row, changes, user));

/**
 * A Checker's decision; the server checks the four-eyes rule again when it arrives. Nothing of the
 * row changes before the server confirms it (the profile shows the decision as sending): an
 * approval shown early could be refused. A decision of a proposed change names the proposal the
 * Checker saw, so a replaced one is not decided unseen.
 */
export function decideMerchant(row: MerchantRow, decision: 'Approved' | 'Rejected', reason: string) {
  const proposedAt = row.proposedChanges?.proposedAt;
  return enqueue({
    entity: 'merchants',
    entityId: row.id,
    baseVersion: row.version,
    patch: {},
    request: {
      method: 'POST',
      path: MERCHANT_APPROVAL_PATH,
      body: { id: row.id, decision, reason, ...(proposedAt ? { proposedAt } : {}) },
    },
  });
}

export const MERCHANT_APPROVAL_PATH = '/Merchant/approval';
