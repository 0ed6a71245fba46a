/**
 * Shared pieces of the credit writes (docs/ARCHITECTURE.md, Credit): the locked top-up in the
 * caller's scope, how a rule's block answers, a required reason, and the audit entry. The rules
 * are the contract's (src/contract/credit-rules.ts); money moves only through
 * server/lib/ledger/append-entry.ts.
 */
import type { Context } from 'hono';
import type { CreditBlock, TopUp } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import type { AppBindings } from '../../lib/context';
import { findRow } from '../../lib/entity-list/find-row';
import { fieldError } from '../../lib/files/read-multipart';
import { merchantScope } from '../../lib/scope';
import { topUpResource } from '../../resources/top-ups';

/** The top-up, locked for the transaction (always before the account), if the caller may see it. */
export async function lockTopUp(c: Context<AppBindings>, id: string): Promise<TopUp> {
  const topUp = await findRow<TopUp>(c.get('db'), topUpResource, id, merchantScope(c.get('user')), {
    forUpdate: true,
  });
  if (!topUp) throw new ApiError(404, 'error.notFound');
  return topUp;
}

/** The top-up as it is now in the caller's transaction. */
export async function readTopUp(c: Context<AppBindings>, id: string): Promise<TopUp> {
  const topUp = await findRow<TopUp>(c.get('db'), topUpResource, id, null);
  if (!topUp) throw new ApiError(404, 'error.notFound');
  return topUp;
}

export function refuse(block: CreditBlock | null): void {
  if (block) throw new ApiError(block.status, block.code, block.params ? { params: block.params } : {});
}

/** A reason that is blank or missing is 422 `credit.reasonRequired` at `reason`. */
export function requireReason(reason: string | null): string {
  if (reason !== null && reason.trim() !== '') return reason;
  throw new ApiError(422, 'credit.reasonRequired', {
    errors: [fieldError('reason', 'credit.reasonRequired')],
  });
}

export function auditCredit(
  c: Context<AppBindings>,
  action: string,
  entity: 'topUp' | 'creditAccount' | 'booking',
  entityId: string,
  details: Record<string, unknown>,
) {
  return recordAudit(c.get('db'), c, { userId: c.get('user').userID, action, entity, entityId, details });
}
