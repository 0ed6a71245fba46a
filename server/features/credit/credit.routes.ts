/**
 * /Credit/* (docs/ARCHITECTURE.md, Credit). Reads come from the generic entity module,
 * merchant-scoped (another merchant's id is 404); every write is one transaction with the
 * idempotency guard (`mutation`), the top-up's multipart body included. FAC per
 * `CREDIT_FUNCTIONS`; deciding also needs a staff Checker who did not submit (credit-rules.ts).
 */
import { Hono } from 'hono';
import {
  CREDIT_FUNCTIONS as F,
  LimitDecisionSchema,
  LimitProposalSchema,
  RedeemSchema,
  TopUpDecisionSchema,
} from '../../../src/contract';
import { requireAuth } from '../../lib/auth/require-auth';
import type { AppBindings, AppDeps } from '../../lib/context';
import { getHandler, listHandler, listQuery, viewGuard } from '../../lib/entity-list/entity-routes';
import { mutation } from '../../lib/idempotency';
import { requirePermission as can } from '../../lib/require-permission';
import { creditAccountResource } from '../../resources/credit-accounts';
import { creditEntryResource } from '../../resources/credit-entries';
import { topUpResource } from '../../resources/top-ups';
import { cancelTopUp } from './cancel-top-up';
import { createTopUp, topUpBody } from './create-top-up';
import { decideLimit, proposeLimit } from './credit-limit';
import { decideTopUp } from './decide-top-up';
import { getAccount } from './get-account';
import { getSlip } from './get-slip';
import { redeemCredit } from './redeem-credit';
import { jsonBody } from '../../lib/route-input';
import { creditCheckersOnly } from '../../lib/caller-checks';

/** The path of the one call whose body may carry a file (app.ts gives it a larger body limit). */
export const TOP_UP_PATH = '/topUp';

export function creditRoutes(deps: AppDeps) {
  const auth = requireAuth(deps);
  const canViewTopUps = viewGuard('topUps');
  const canViewHistory = viewGuard('creditEntries');
  const canViewAccounts = viewGuard('creditAccounts');
  return new Hono<AppBindings>()
    .get('/topUpListPage', auth, canViewTopUps, listQuery(topUpResource), listHandler(deps, topUpResource))
    .get('/topUp/:id', auth, canViewTopUps, getHandler(deps, topUpResource))
    .get('/slip/:id', auth, canViewTopUps, getSlip(deps))
    .get(
      '/historyListPage',
      auth,
      canViewHistory,
      listQuery(creditEntryResource),
      listHandler(deps, creditEntryResource),
    )
    .get(
      '/accountListPage',
      auth,
      canViewAccounts,
      listQuery(creditAccountResource),
      listHandler(deps, creditAccountResource),
    )
    .get('/account/:merchantId', auth, canViewAccounts, getAccount(deps))
    .post(TOP_UP_PATH, auth, can(F.topUp), mutation(deps), topUpBody, createTopUp())
    .post(
      '/approve',
      auth,
      can(F.decide),
      mutation(deps),
      creditCheckersOnly,
      jsonBody(TopUpDecisionSchema),
      decideTopUp('approve'),
    )
    .post(
      '/reject',
      auth,
      can(F.decide),
      mutation(deps),
      creditCheckersOnly,
      jsonBody(TopUpDecisionSchema),
      decideTopUp('reject'),
    )
    .post(
      '/undo',
      auth,
      can(F.decide),
      mutation(deps),
      creditCheckersOnly,
      jsonBody(TopUpDecisionSchema),
      decideTopUp('undo'),
    )
    .post('/cancel', auth, can(F.cancelTopUp), mutation(deps), jsonBody(TopUpDecisionSchema), cancelTopUp())
    .post('/redeem', auth, can(F.redeem), mutation(deps), jsonBody(RedeemSchema), redeemCredit())
    .post(
      '/adjustLimit',
      auth,
      can(F.proposeLimit),
      mutation(deps),
      jsonBody(LimitProposalSchema),
      proposeLimit(),
    )
    .post(
      '/approveLimit',
      auth,
      can(F.decide),
      mutation(deps),
      creditCheckersOnly,
      jsonBody(LimitDecisionSchema),
      decideLimit('approve'),
    )
    .post(
      '/rejectLimit',
      auth,
      can(F.decide),
      mutation(deps),
      creditCheckersOnly,
      jsonBody(LimitDecisionSchema),
      decideLimit('reject'),
    );
}
