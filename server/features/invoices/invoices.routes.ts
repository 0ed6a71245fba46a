/**
 * /Invoice/*, /CreditNote/* and /DebitNote/* (docs/ARCHITECTURE.md, Invoicing). Reads
 * come from the generic entity module, merchant-scoped (another merchant's id is 404); every
 * write is one transaction with the idempotency guard (`mutation`), so an outbox replay or a
 * batch op (Sync/push) answers once. FAC per `INVOICE_FUNCTIONS`.
 *
 * The adjustment enquiry lists notes for staff with `invoice.adjustment:view`, and also for a
 * role with `invoice.notes:view` (a Merchant Admin), scoped to its merchant like every list.
 */
import { Hono } from 'hono';
import {
  DeactivateDocumentSchema,
  INVOICE_FUNCTIONS as F,
  InvoiceCreateSchema,
  InvoiceIssueSchema,
  InvoiceUpdateSchema,
  NoteCreateSchema,
} from '../../../src/contract';
import type { NoteKind } from '../../../src/contract';
import { requireAuth } from '../../lib/auth/require-auth';
import type { AppBindings, AppDeps } from '../../lib/context';
import { getHandler, listHandler, listQuery, viewGuard } from '../../lib/entity-list/entity-routes';
import { mutation } from '../../lib/idempotency';
import { requirePermission as can } from '../../lib/require-permission';
import { invoiceNoteResource } from '../../resources/invoice-notes';
import { invoiceResource } from '../../resources/invoices';
import { createInvoice } from './create-invoice';
import { createNote } from './create-note';
import { deactivateInvoice } from './deactivate-invoice';
import { deactivateNote } from './deactivate-note';
import { invoiceHistory } from './invoice-history';
import { issueInvoice } from './issue-invoice';
import { updateInvoice } from './update-invoice';
import { jsonBody } from '../../lib/route-input';

export function invoiceRoutes(deps: AppDeps) {
  const auth = requireAuth(deps);
  const canView = viewGuard('invoices');
  const canEnquire = can(F.enquire, ['invoice.notes', 'view']);
  // Fixed paths first: `/:id` would otherwise match them.
  return new Hono<AppBindings>()
    .get('/invoiceListPage', auth, canView, listQuery(invoiceResource), listHandler(deps, invoiceResource))
    .get(
      '/adjustmentEnquiry',
      auth,
      canEnquire,
      listQuery(invoiceNoteResource),
      listHandler(deps, invoiceNoteResource),
    )
    .post('/create', auth, can(F.create), mutation(deps), jsonBody(InvoiceCreateSchema), createInvoice())
    .post('/update', auth, can(F.update), mutation(deps), jsonBody(InvoiceUpdateSchema), updateInvoice())
    .post('/issue', auth, can(F.issue), mutation(deps), jsonBody(InvoiceIssueSchema), issueInvoice())
    .post(
      '/deactivate',
      auth,
      can(F.deactivate),
      mutation(deps),
      jsonBody(DeactivateDocumentSchema),
      deactivateInvoice(),
    )
    .get('/:id/history', auth, canView, invoiceHistory(deps))
    .get('/:id', auth, canView, getHandler(deps, invoiceResource));
}

/** /CreditNote/* or /DebitNote/*. */
export function noteRoutes(deps: AppDeps, kind: NoteKind) {
  const auth = requireAuth(deps);
  return new Hono<AppBindings>()
    .post('/create', auth, can(F.createNote), mutation(deps), jsonBody(NoteCreateSchema), createNote(kind))
    .post(
      '/deactivate',
      auth,
      can(F.deactivateNote),
      mutation(deps),
      jsonBody(DeactivateDocumentSchema),
      deactivateNote(kind),
    );
}
