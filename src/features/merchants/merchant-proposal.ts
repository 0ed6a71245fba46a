/**
 * An edit of an approved merchant, as the device shows it (docs/security.md, Four-eyes changes):
 * the live values stay, the change waits as `proposedChanges` until another Checker approves it.
 * Pure functions, shared by the optimistic patch (merchant-actions.ts) and the profile.
 */
import { MERCHANT_FIELD_NAMES } from '../../contract';
import type { Merchant, MerchantField, MerchantProposal, SessionUser } from '../../contract';

type Fields = Partial<Record<MerchantField, unknown>>;
type Proposer = Pick<SessionUser, 'userID' | 'firstName' | 'lastName'>;

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/** Whether `user` proposed the change waiting on this merchant (only they may amend it). */
export const isOwnProposal = (row: Pick<Merchant, 'proposedChanges'>, user: Pick<SessionUser, 'userID'>) =>
  Boolean(row.proposedChanges) && row.proposedChanges?.proposedBy === user.userID;

/** What the edit form starts from: the live values, with the user's own waiting proposal on top. */
export function editBase(row: Merchant, user: Pick<SessionUser, 'userID'>): Merchant {
  return isOwnProposal(row, user) ? ({ ...row, ...row.proposedChanges?.fields } as Merchant) : row;
}

/**
 * The proposal after an edit, as the server makes it (server/features/merchants/merchant-proposal.ts):
 * the earlier one of this proposer with the edited fields on top, less every field back at its
 * live value; null when nothing is left (withdrawn).
 */
export function nextProposal(row: Merchant, changes: Fields, user: Proposer, now = new Date()) {
  const previous: Fields = isOwnProposal(row, user) ? (row.proposedChanges?.fields ?? {}) : {};
  const fields: Fields = {};
  for (const field of MERCHANT_FIELD_NAMES) {
    const value = field in changes ? changes[field] : previous[field];
    if ((field in changes || field in previous) && !same(row[field], value)) fields[field] = value;
  }
  if (Object.keys(fields).length === 0) return null;
  const proposal: MerchantProposal = {
    fields: fields as MerchantProposal['fields'],
    proposedBy: user.userID,
    proposedByName: `${user.firstName} ${user.lastName}`.trim(),
    proposedAt: now.toISOString(),
  };
  return proposal;
}

/** The rows of the "Proposed change awaiting approval" panel, in the form's field order. */
export function proposalRows(row: Merchant): { field: MerchantField; current: unknown; proposed: unknown }[] {
  const fields: Fields = row.proposedChanges?.fields ?? {};
  return MERCHANT_FIELD_NAMES.filter((field) => field in fields).map((field) => ({
    field,
    current: row[field],
    proposed: fields[field],
  }));
}
