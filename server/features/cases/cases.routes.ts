/**
 * /Case/* (docs/ARCHITECTURE.md, Cases). Reads come from the generic entity module,
 * merchant-scoped (another merchant's case is 404); every write is one transaction with the
 * idempotency guard (`mutation`), the create's multipart body included. FAC per CASE_FUNCTIONS;
 * `status/update` is open to status, assign or reply holders, and case-rules.ts decides each part
 * (a requester reopens or closes its own resolved case with reply only).
 */
import { Hono } from 'hono';
import { CASE_FUNCTIONS as F, CaseReplyBodySchema, CaseStatusSchema } from '../../../src/contract';
import { requireAuth } from '../../lib/auth/require-auth';
import type { AppBindings, AppDeps } from '../../lib/context';
import { getHandler, listHandler, listQuery } from '../../lib/entity-list/entity-routes';
import { mutation } from '../../lib/idempotency';
import { requirePermission as can } from '../../lib/require-permission';
import { caseResource } from '../../resources/cases';
import { caseCreateBody, createCase } from './create-case';
import { getAttachment } from './get-attachment';
import { replyCase } from './reply-case';
import { updateCaseStatus } from './update-case-status';
import { jsonBody } from '../../lib/route-input';

/** The path of the one call whose body may carry a file (app.ts gives it a larger body limit). */
export const CASE_CREATE_PATH = '/create';

export function caseRoutes(deps: AppDeps) {
  const auth = requireAuth(deps);
  return new Hono<AppBindings>()
    .get('/caseListPage', auth, can(F.view), listQuery(caseResource), listHandler(deps, caseResource))
    .get('/attachment/:id', auth, can(F.view), getAttachment(deps))
    .post(CASE_CREATE_PATH, auth, can(F.create), mutation(deps), caseCreateBody, createCase())
    .post('/reply', auth, can(F.reply), mutation(deps), jsonBody(CaseReplyBodySchema), replyCase())
    .post(
      '/status/update',
      auth,
      can(F.status, F.assign, F.reply),
      mutation(deps),
      jsonBody(CaseStatusSchema),
      updateCaseStatus(),
    )
    .get('/:id', auth, can(F.view), getHandler(deps, caseResource));
}
