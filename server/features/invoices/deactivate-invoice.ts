/**
 * POST /Invoice/deactivate { id, reason }: a Draft at any time, an Issued invoice once credit
 * notes cover all it charged (`deactivationBlock`), never twice.
 */
import type { Context } from 'hono';
import { DeactivateDocumentSchema, deactivationBlock } from '../../../src/contract';
import type { Invoice } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import type { AppBindings } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { inputOf } from '../../lib/route-input';
import { INVOICE_COLUMNS } from '../../resources/invoices';
import { auditInvoicing, lockInvoice, refuse } from './invoice-write';

export function deactivateInvoice() {
  return async (c: Context<AppBindings>) => {
    const input = inputOf(c, DeactivateDocumentSchema);
    const current = await lockInvoice(c, input.id);
    refuse(deactivationBlock(current));
    const { rows } = await c.get('db').query<Invoice>(
      `UPDATE invoices AS i SET status = 'Deactivated', deactivation_reason = $2
       WHERE i.id = $1 RETURNING ${INVOICE_COLUMNS}`,
      [input.id, input.reason],
    );
    const deactivated = rows[0];
    if (!deactivated) throw new ApiError(404, 'error.notFound');
    await auditInvoicing(c, 'invoice.deactivate', 'invoice', input.id, {
      from: current.status,
      reason: input.reason,
    });
    return ok(c, deactivated, 'invoice.deactivated');
  };
}
