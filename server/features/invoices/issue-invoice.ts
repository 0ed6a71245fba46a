/**
 * POST /Invoice/issue { id }: numbers a Draft in the transaction that issues it. The invoice row
 * is locked first (a second issuer waits, then finds it Issued: 409 `invoice.notDraft`; a replay
 * of the same op is answered by the idempotency store), `issueBlock` decides on the server's day
 * in Malaysia, and the number is the next of series INV-<year> (gap-free: a rollback returns it).
 * The invoice's e-invoice is queued in the same transaction.
 */
import type { Context } from 'hono';
import { envelope } from '../../lib/envelope';
import { InvoiceIssueSchema, issueBlock } from '../../../src/contract';
import type { Invoice } from '../../../src/contract';
import { queueEInvoice } from '../../e-invoice/e-invoice-rows';
import { ApiError } from '../../lib/api-error';
import type { AppBindings } from '../../lib/context';
import { inputOf } from '../../lib/route-input';
import { INVOICE_COLUMNS } from '../../resources/invoices';
import { auditInvoicing, lockInvoice, nextDocumentNumber, refuse, serverToday } from './invoice-write';

export function issueInvoice() {
  return async (c: Context<AppBindings>) => {
    const input = inputOf(c, InvoiceIssueSchema);
    const db = c.get('db');
    const current = await lockInvoice(c, input.id);
    const today = await serverToday(db);
    refuse(issueBlock(current, today), { currency: current.currency });
    const invoiceNumber = await nextDocumentNumber(db, 'invoice', Number(today.slice(0, 4)));
    const { rows } = await db.query<Invoice>(
      `UPDATE invoices AS i SET status = 'Issued', invoice_number = $2, issue_date = $3, issued_at = now()
       WHERE i.id = $1 RETURNING ${INVOICE_COLUMNS}`,
      [input.id, invoiceNumber, today],
    );
    const issued = rows[0];
    if (!issued) throw new ApiError(404, 'error.notFound');
    // Its e-invoice is queued with the issue: both commit or neither (docs/e-invoicing.md).
    await queueEInvoice(db, {
      kind: 'invoice',
      documentId: issued.id,
      merchantId: issued.merchantId,
      codeNumber: invoiceNumber,
    });
    await auditInvoicing(c, 'invoice.issue', 'invoice', input.id, { invoiceNumber, issueDate: today });
    const params = { invoiceNumber };
    return c.json(envelope(c, { success: true, code: 'invoice.issued', params, data: issued }), 200);
  };
}
