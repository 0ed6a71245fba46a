/**
 * Shared pieces of the case writes (docs/ARCHITECTURE.md, Cases): the locked case in the caller's
 * scope, the caller as case-rules.ts sees them, how a rule's block answers, the gap-free case
 * number and the audit entry.
 */
import type { Context } from 'hono';
import { BUSINESS_TIME_ZONE, CASE_FUNCTIONS as F, isAllowed } from '../../../src/contract';
import type { Case, CaseActor, CaseBlock } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import type { AppBindings } from '../../lib/context';
import { findRow } from '../../lib/entity-list/find-row';
import { merchantScope } from '../../lib/scope';
import { caseResource } from '../../resources/cases';

/** The case, locked for the transaction, if the caller may see it (another merchant's: 404). */
export async function lockCase(c: Context<AppBindings>, id: string): Promise<Case> {
  const row = await findRow<Case>(c.get('db'), caseResource, id, merchantScope(c.get('user')), {
    forUpdate: true,
  });
  if (!row) throw new ApiError(404, 'error.notFound');
  return row;
}

/** The case as it is now in the caller's transaction. */
export async function readCase(c: Context<AppBindings>, id: string): Promise<Case> {
  const row = await findRow<Case>(c.get('db'), caseResource, id, null);
  if (!row) throw new ApiError(404, 'error.notFound');
  return row;
}

export function caseActor(c: Context<AppBindings>): CaseActor {
  const user = c.get('user');
  return {
    userId: user.userID,
    userType: user.userType,
    merchantId: user.merchantId,
    canReply: isAllowed(user.permissions, ...F.reply),
    canAssign: isAllowed(user.permissions, ...F.assign),
    canMoveStatus: isAllowed(user.permissions, ...F.status),
  };
}

export function refuse(block: CaseBlock | null): void {
  if (block) throw new ApiError(block.status, block.code, block.params ? { params: block.params } : {});
}

/**
 * The next case number `CS-<year>-nnnnnn` (the year in Malaysia), from the counter of migration
 * 010 in the caller's transaction: the counter row stays locked until commit, so concurrent
 * creates queue there, and a rollback gives the number back (gap-free). Taken last in a create.
 */
export async function nextCaseNumber(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ series: string; n: string | number }>(
    `WITH s AS (SELECT 'CS-' || to_char(now() AT TIME ZONE '${BUSINESS_TIME_ZONE}', 'YYYY') AS series)
     INSERT INTO document_series (series, last_number) SELECT series, 1 FROM s
     ON CONFLICT (series) DO UPDATE SET last_number = document_series.last_number + 1
     RETURNING series, last_number AS n`,
  );
  const row = rows[0];
  if (!row) throw new Error('no case number');
  return `${row.series}-${String(row.n).padStart(6, '0')}`;
}

export function auditCase(
  c: Context<AppBindings>,
  action: string,
  entityId: string,
  details: Record<string, unknown>,
) {
  return recordAudit(c.get('db'), c, {
    userId: c.get('user').userID,
    action,
    entity: 'case',
    entityId,
    details,
  });
}
