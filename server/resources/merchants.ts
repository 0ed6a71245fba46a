/**
 * Merchants as SQL (docs/ARCHITECTURE.md, Entity descriptors): the one place that turns a merchants
 * row into the contract `Merchant`. The lists, get by id, the writes' RETURNING and the sync pull
 * all select MERCHANT_COLUMNS.
 */
import { merchantEntity } from '../../src/contract';
import type { Merchant, MerchantState } from '../../src/contract';
import type { Queryable } from '../db/client';
import { findRow } from '../lib/entity-list/find-row';
import { resourceOf } from '../lib/entity-list/resource-of';
import { isoTimestamp } from '../lib/sql-format';

/** Waiting for a checker: submitted, approval pending (the contract's `isAwaitingApproval`). */
const AWAITING_APPROVAL = `(m.approval_status = 'Pending' AND m.submission_status = 'Submitted')`;
/** The pending list: those, and approved merchants with a proposed edit (`needsDecision`). */
const NEEDS_DECISION = `(${AWAITING_APPROVAL} OR m.proposed_changes IS NOT NULL)`;

export const merchantResource = resourceOf(merchantEntity, {
  table: 'merchants',
  alias: 'm',
  audit: { entity: 'merchant', name: (t) => `${t}.merchant_name` },
  sql: {
    // The proposal's fields with who proposed them and when (docs/security.md, Four-eyes changes).
    proposedChanges: `CASE WHEN m.proposed_changes IS NULL THEN NULL ELSE json_build_object(
    'fields', m.proposed_changes,
    'proposedBy', m.proposed_by,
    'proposedByName', (SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = m.proposed_by),
    'proposedAt', ${isoTimestamp('m.proposed_at')}) END`,
  },
  segments: {
    list: `NOT ${AWAITING_APPROVAL}`,
    pending: NEEDS_DECISION,
  },
});

/**
 * Select list for `FROM merchants m`: every column already in the contract's name and format, so a
 * row read with it IS a `Merchant` (no mapping in JS), and `row_to_json`/`json_agg` of it is one too.
 */
export const MERCHANT_COLUMNS = merchantResource.columns;

/** What `lockMerchant` adds for the state machine; never part of an answer. */
const LOCK_ONLY_KEYS = new Set(['hasProposal', 'proposedBy']);

/**
 * Rows selected with MERCHANT_COLUMNS need no mapping; this names the type, and drops the keys a
 * locked row carries for the state machine.
 */
export const toMerchant = (row: unknown): Merchant =>
  row !== null && typeof row === 'object' && 'hasProposal' in row
    ? (Object.fromEntries(Object.entries(row).filter(([key]) => !LOCK_ONLY_KEYS.has(key))) as Merchant)
    : (row as Merchant);

export type LockedMerchant = Merchant & MerchantState;

/** The merchant, locked for the rest of the request's transaction (with who submitted it). */
export async function lockMerchant(db: Queryable, id: string): Promise<LockedMerchant | null> {
  const merchant = await findRow<Merchant>(db, merchantResource, id, null, { forUpdate: true });
  if (!merchant) return null;
  const proposal = merchant.proposedChanges ?? null;
  return {
    ...merchant,
    submittedBy: merchant.submittedBy ?? null,
    proposedChanges: proposal,
    proposedBy: proposal ? proposal.proposedBy : null,
    hasProposal: proposal !== null,
  };
}
