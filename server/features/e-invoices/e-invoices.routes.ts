/**
 * /EInvoice/* (docs/e-invoicing.md, How the product uses them): which service e-invoices go to
 * (any signed-in user: whether the service is the simulator, for the screens to say so, and the
 * portal of the validation link printed as a QR code), the list and get of the mirrored rows from
 * the generic entity module (whoever views invoices; a merchant's users their merchant's only,
 * another merchant's id is 404), the cancel call and the resubmit (a new attempt after a fix).
 */
import { Hono } from 'hono';
import {
  EInvoiceCancelledSchema,
  EInvoiceCancelSchema,
  EInvoiceResubmitSchema,
  EInvoiceSchema,
  EInvoiceServiceInfoSchema,
  INVOICE_FUNCTIONS as F,
} from '../../../src/contract';
import type { EInvoiceServiceInfo } from '../../../src/contract';
import type { MyInvoisService } from '../../e-invoice/myinvois-service';
import { createMyInvoisClient } from '../../e-invoice/submission/myinvois-client';
import { requireAuth } from '../../lib/auth/require-auth';
import { getHandler, listHandler, listQuery, viewGuard } from '../../lib/entity-list/entity-routes';
import { eInvoiceResource } from '../../resources/e-invoices';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { mutation } from '../../lib/idempotency';
import { requirePermission as can } from '../../lib/require-permission';
import { signedInCall } from '../../lib/route-access';
import { describeCall } from '../../lib/openapi/describe-call';
import { jsonBody } from '../../lib/route-input';
import { checkersOnly } from '../../lib/caller-checks';
import { cancelEInvoice } from './cancel-e-invoice';
import { resubmitEInvoice } from './resubmit-e-invoice';

export function eInvoiceRoutes(deps: AppDeps, service: MyInvoisService) {
  const auth = requireAuth(deps);
  const client = createMyInvoisClient(service, service.now);
  const info: EInvoiceServiceInfo = {
    simulated: service.simulated,
    documentVersion: service.documentVersion,
    portalUrl: service.portalUrl,
  };
  const canView = viewGuard('eInvoices');
  // Fixed paths first: `/:id` would otherwise match them.
  return new Hono<AppBindings>()
    .get('/eInvoiceListPage', auth, canView, listQuery(eInvoiceResource), listHandler(deps, eInvoiceResource))
    .get(
      '/service',
      auth,
      signedInCall,
      describeCall({ summary: 'The MyInvois service e-invoices go to', answers: EInvoiceServiceInfoSchema }),
      (c) => ok(c, info),
    )
    .post(
      '/cancel',
      auth,
      can(F.deactivate),
      mutation(deps),
      checkersOnly,
      describeCall({ summary: 'Cancel a valid e-invoice within 72 hours', answers: EInvoiceCancelledSchema }),
      jsonBody(EInvoiceCancelSchema),
      cancelEInvoice(client, service.now),
    )
    .post(
      '/resubmit',
      auth,
      can(F.issue),
      mutation(deps),
      describeCall({
        summary: 'Queue a new e-invoice attempt of a document whose latest is invalid or cancelled',
        answers: EInvoiceSchema,
      }),
      jsonBody(EInvoiceResubmitSchema),
      resubmitEInvoice(),
    )
    .get('/:id', auth, canView, getHandler(deps, eInvoiceResource));
}
