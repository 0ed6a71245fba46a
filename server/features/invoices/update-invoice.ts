/**
 * POST /Invoice/update { id, baseVersion, ...every Draft field }: a Draft only (an Issued or
 * Deactivated invoice is 409 `invoice.notDraft`: it is corrected by notes). A stale baseVersion
 * is 409 `sync.conflict` with the current row, as merchants answer it.
 */
import type { Context } from 'hono';
import { canEditInvoice, InvoiceUpdateSchema } from '../../../src/contract';
import type { Invoice } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import type { AppBindings } from '../../lib/context';
import { envelope, ok } from '../../lib/envelope';
import { inputOf } from '../../lib/route-input';
import { INVOICE_COLUMNS } from '../../resources/invoices';
import { auditInvoicing, lockInvoice, priceDraft } from './invoice-write';

export function updateInvoice() {
  return async (c: Context<AppBindings>) => {
    const input = inputOf(c, InvoiceUpdateSchema);
    const db = c.get('db');
    const current = await lockInvoice(c, input.id);
    if (!canEditInvoice(current.status)) throw new ApiError(409, 'invoice.notDraft');
    if (current.version !== input.baseVersion) {
      return c.json(envelope(c, { success: false, code: 'sync.conflict', data: { current } }), 409);
    }
    const columns = await priceDraft(db, current.merchantId, input);
    const sets = Object.keys(columns).map(
      (name, index) => `${name} = $${index + 2}${name.endsWith('_lines') ? '::jsonb' : ''}`,
    );
    const { rows } = await db.query<Invoice>(
      `UPDATE invoices AS i SET ${sets.join(', ')} WHERE i.id = $1 RETURNING ${INVOICE_COLUMNS}`,
      [input.id, ...Object.values(columns)],
    );
    const updated = rows[0];
    if (!updated) throw new ApiError(404, 'error.notFound');
    await auditInvoicing(c, 'invoice.update', 'invoice', input.id, {
      totalSen: { from: current.totalSen, to: updated.totalSen },
    });
    return ok(c, updated, 'invoice.updated');
  };
}
