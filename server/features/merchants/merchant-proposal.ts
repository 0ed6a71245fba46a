/**
 * Edits of an approved merchant wait as a proposal (docs/security.md, Four-eyes changes): the
 * changed fields' new values in `proposed_changes`, with who proposed them and when (migration
 * 021). The live columns are never written here until another Checker approves; the approval
 * applies the proposal in its own transaction, a rejection drops it. One proposal waits at a
 * time: its proposer may amend it (field by field; setting a field back to its live value takes
 * it out, and a proposal left empty is withdrawn), anyone else gets 409 merchant.changePending
 * (merchant-transitions.ts).
 */
import type { Context } from 'hono';
import { MERCHANT_FIELD_NAMES } from '../../../src/contract';
import type { Merchant, MerchantApproval, MerchantField, MerchantUpdate } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import type { AppBindings } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { merchantTransition } from '../../../src/contract';
import { MERCHANT_COLUMNS, toMerchant, type LockedMerchant } from '../../resources/merchants';
import { auditMerchant, changedFields, columnOf, sameValue } from './merchant-write';
import { resolvePending } from '../../lib/notify';
import { merchantDecided, merchantSubmitted } from './merchant-notices';

type Fields = Partial<Record<MerchantField, unknown>>;

const CLEAR_PROPOSAL = 'proposed_changes = NULL, proposed_by = NULL, proposed_at = NULL';

/** The known fields of a stored proposal, in the contract's order (only these become columns). */
const proposalFields = (merchant: LockedMerchant): Fields => {
  const stored: Fields = merchant.proposedChanges?.fields ?? {};
  return Object.fromEntries(
    MERCHANT_FIELD_NAMES.filter((field) => field in stored).map((field) => [field, stored[field]]),
  );
};

/** POST Merchant/update of an approved merchant: records, amends or withdraws the proposal. */
export async function proposeChange(c: Context<AppBindings>, current: LockedMerchant, input: MerchantUpdate) {
  const allowed = merchantTransition(current, { kind: 'propose' }, c.get('user'));
  if (!allowed.ok) throw new ApiError(allowed.status, allowed.code);
  const previous = proposalFields(current);
  const next: Fields = {};
  for (const field of MERCHANT_FIELD_NAMES) {
    const value = field in input && input[field] !== undefined ? input[field] : previous[field];
    if (field in previous || (field in input && input[field] !== undefined)) {
      if (!sameValue(current[field], value)) next[field] = value;
    }
  }
  if (JSON.stringify(next) === JSON.stringify(previous)) {
    return ok(c, toMerchant(current), current.hasProposal ? 'merchant.changeProposed' : 'merchant.updated');
  }
  const isWithdrawn = Object.keys(next).length === 0;
  const { rows } = await c.get('db').query<Merchant>(
    isWithdrawn
      ? `UPDATE merchants AS m SET ${CLEAR_PROPOSAL} WHERE m.id = $1 RETURNING ${MERCHANT_COLUMNS}`
      : `UPDATE merchants AS m
           SET proposed_changes = $2::jsonb, proposed_by = $3, proposed_at = date_trunc('milliseconds', now())
           WHERE m.id = $1 RETURNING ${MERCHANT_COLUMNS}`,
    isWithdrawn ? [current.id] : [current.id, JSON.stringify(next), c.get('user').userID],
  );
  const updated = rows[0];
  if (!updated) throw new ApiError(404, 'error.notFound');
  await auditMerchant(c, 'merchant.update', current.id, {
    proposal: isWithdrawn ? 'withdrawn' : current.hasProposal ? 'amended' : 'proposed',
    // Old (live) and new (proposed) values of every field the proposal now changes.
    changes: changedFields(current, next),
    ...(current.hasProposal ? { previous: changedFields(current, previous) } : {}),
  });
  if (isWithdrawn) await resolvePending(c.get('db'), 'merchant.pending', current.id);
  else await merchantSubmitted(c.get('db'), updated, c.get('user').userID);
  return ok(c, toMerchant(updated), isWithdrawn ? 'merchant.changeWithdrawn' : 'merchant.changeProposed');
}

/** POST Merchant/approval of a merchant with a proposal: applies it, or drops it. */
export async function decideProposal(
  c: Context<AppBindings>,
  current: LockedMerchant,
  input: MerchantApproval,
) {
  const decided = merchantTransition(current, { kind: 'decide', decision: input.decision }, c.get('user'));
  if (!decided.ok) throw new ApiError(decided.status, decided.code);
  const proposal = current.proposedChanges;
  if (input.proposedAt !== undefined && input.proposedAt !== proposal?.proposedAt) {
    throw new ApiError(409, 'merchant.proposalChanged');
  }
  const fields = proposalFields(current);
  const isApproved = input.decision === 'Approved';
  const values: unknown[] = [current.id, decided.next.submittedBy];
  const sets = isApproved
    ? (Object.keys(fields) as MerchantField[]).map((field) => {
        values.push(fields[field]);
        return `${columnOf(field)} = $${values.length}`;
      })
    : [];
  const { rows } = await c.get('db').query<Merchant>(
    `UPDATE merchants AS m SET ${[...sets, 'submitted_by = $2', CLEAR_PROPOSAL].join(', ')}
     WHERE m.id = $1 RETURNING ${MERCHANT_COLUMNS}`,
    values,
  );
  const updated = rows[0];
  if (!updated) throw new ApiError(404, 'error.notFound');
  await auditMerchant(c, 'merchant.approval', current.id, {
    decision: input.decision,
    reason: isApproved ? null : input.reason,
    proposal: true,
    proposedBy: proposal?.proposedBy ?? null,
    proposedAt: proposal?.proposedAt ?? null,
    // Old and new values of every field: applied on approval, dropped on rejection.
    changes: changedFields(current, fields),
  });
  await merchantDecided(
    c.get('db'),
    updated,
    proposal?.proposedBy ?? null,
    input.decision,
    isApproved ? null : input.reason,
  );
  return ok(c, toMerchant(updated), isApproved ? 'merchant.changeApproved' : 'merchant.changeRejected');
}
