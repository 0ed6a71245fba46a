/**
 * GET /Credit/account/{merchantId}: the account's figures (limit, balance, pending, available)
 * and any waiting limit proposal; every figure zero for a merchant with no entry yet. A merchant
 * caller sees only its own (another merchant's is 404, like every get).
 */
import type { Context } from 'hono';
import { emptyCreditAccount } from '../../../src/contract';
import type { CreditAccount } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import type { AppBindings, AppDeps } from '../../lib/context';
import { findRow } from '../../lib/entity-list/find-row';
import { ok } from '../../lib/envelope';
import { isUuid, merchantScope } from '../../lib/scope';
import { creditAccountResource } from '../../resources/credit-accounts';

/** The account of `merchantId` within `scope`, zeros when it has none yet; null when no such merchant. */
export async function readAccount(
  db: Queryable,
  merchantId: string,
  scope: string | null,
): Promise<CreditAccount | null> {
  if (!isUuid(merchantId) || (scope !== null && scope !== merchantId)) return null;
  const account = await findRow<CreditAccount>(db, creditAccountResource, merchantId, scope);
  if (account) return account;
  const { rows } = await db.query<{ now: string }>(
    `SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS now
     FROM merchants WHERE id = $1`,
    [merchantId],
  );
  return rows[0] ? emptyCreditAccount(merchantId, rows[0].now) : null;
}

export function getAccount({ db }: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const account = await readAccount(db, c.req.param('merchantId') ?? '', merchantScope(c.get('user')));
    if (!account) throw new ApiError(404, 'error.notFound');
    return ok(c, account);
  };
}
