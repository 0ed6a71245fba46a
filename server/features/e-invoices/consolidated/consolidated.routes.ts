/**
 * /EInvoice/consolidated/* (docs/e-invoicing.md, Consolidated; docs/security.md, E-invoices): the
 * months waiting for a consolidated e-invoice and their consolidations, read by staff holding either
 * grant, prepared with `create` on e-Invoices, and approved and submitted by another staff Checker. A merchant's
 * users are refused whatever their grants: the document reports every merchant's invoices.
 */
import { Hono } from 'hono';
import {
  CONSOLIDATION_FUNCTIONS as F,
  ConsolidationDetailSchema,
  ConsolidationOverviewSchema,
  ConsolidationPrepareSchema,
  ConsolidationSubmitSchema,
  isChecker,
} from '../../../../src/contract';
import { ApiError } from '../../../lib/api-error';
import { requireAuth } from '../../../lib/auth/require-auth';
import { staffOnly } from '../../../lib/caller-checks';
import type { AppBindings, AppDeps } from '../../../lib/context';
import { ok } from '../../../lib/envelope';
import { mutation } from '../../../lib/idempotency';
import { describeCall } from '../../../lib/openapi/describe-call';
import { requirePermission as can } from '../../../lib/require-permission';
import { beforeInput, jsonBody } from '../../../lib/route-input';
import { isUuid } from '../../../lib/scope';
import { prepareConsolidation } from './prepare-consolidation';
import { readDetail, readOverview } from './read-consolidations';
import { submitConsolidation } from './submit-consolidation';

/** A Maker holding the grant is refused before the body is read, in the area's own words. */
const consolidationCheckersOnly = beforeInput((c) => {
  if (!isChecker(c.get('user'))) throw new ApiError(403, 'eInvoice.consolidationCheckerOnly');
});

export function consolidatedRoutes(deps: AppDeps) {
  const auth = requireAuth(deps);
  return new Hono<AppBindings>()
    .get(
      '/',
      auth,
      can(F.prepare, F.submit),
      staffOnly,
      describeCall({
        summary: 'Months with invoices waiting for the consolidated e-invoice, and their consolidations',
        answers: ConsolidationOverviewSchema,
      }),
      async (c) => ok(c, { months: await readOverview(deps.db) }),
    )
    .post(
      '/prepare',
      auth,
      can(F.prepare),
      mutation(deps),
      staffOnly,
      describeCall({
        summary: 'Prepare a month’s consolidated e-invoice from the invoices waiting for it',
        answers: ConsolidationDetailSchema,
      }),
      jsonBody(ConsolidationPrepareSchema),
      prepareConsolidation,
    )
    .post(
      '/submit',
      auth,
      can(F.submit),
      mutation(deps),
      staffOnly,
      consolidationCheckersOnly,
      describeCall({
        summary: 'Approve and submit a prepared consolidated e-invoice (a Checker who did not prepare it)',
        answers: ConsolidationDetailSchema,
      }),
      jsonBody(ConsolidationSubmitSchema),
      submitConsolidation,
    )
    .get(
      '/:id',
      auth,
      can(F.prepare, F.submit),
      staffOnly,
      describeCall({
        summary: 'A consolidated e-invoice and the invoices it reports',
        answers: ConsolidationDetailSchema,
      }),
      async (c) => {
        const id = c.req.param('id');
        const detail = isUuid(id) ? await readDetail(deps.db, id) : null;
        if (!detail) throw new ApiError(404, 'error.notFound');
        return ok(c, detail);
      },
    );
}
