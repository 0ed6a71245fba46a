/**
 * POST /EInvoice/cancel { documentId, reason }: cancels the Valid e-invoice (the latest attempt) of
 * an issued invoice or note within 72 hours of its validation (time-windows.ts; docs/e-invoicing.md). Only a Checker
 * holding the invoice's status grant, and a merchant's only on its own documents
 * (docs/security.md, E-invoices). The row is locked for the call, so two cancels never both reach
 * the service; MyInvois's refusal is answered translated with its own words as the reason.
 */
import type { Context } from 'hono';
import { cancelWindow, EInvoiceCancelSchema } from '../../../src/contract';
import { recordChange, type EInvoiceState } from '../../e-invoice/e-invoice-rows';
import type { MyInvoisClient } from '../../e-invoice/submission/myinvois-client';
import { ApiError } from '../../lib/api-error';
import type { AppBindings } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { inputOf } from '../../lib/route-input';
import { merchantScope } from '../../lib/scope';

type Row = { id: string; state: EInvoiceState; uuid: string | null; validatedAt: Date | null };

export function cancelEInvoice(client: MyInvoisClient, now: () => Date) {
  return async (c: Context<AppBindings>) => {
    const input = inputOf(c, EInvoiceCancelSchema);
    const user = c.get('user');
    const db = c.get('db');
    const { rows } = await db.query<Row>(
      `SELECT id, state, uuid, validated_at AS "validatedAt" FROM e_invoices
       WHERE document_id = $1 AND ($2::uuid IS NULL OR merchant_id = $2)
       ORDER BY attempt DESC LIMIT 1 FOR UPDATE`,
      [input.documentId, merchantScope(user)],
    );
    const row = rows[0];
    if (!row) throw new ApiError(404, 'eInvoice.none');
    if (row.state !== 'valid' || !row.uuid || !row.validatedAt) {
      throw new ApiError(409, 'eInvoice.notCancellable');
    }
    if (!cancelWindow(row.validatedAt, now()).isOpen) throw new ApiError(409, 'eInvoice.cancelWindowClosed');
    const answer = await client.cancel(row.uuid, input.reason).catch(() => null);
    if (!answer || answer.status >= 500) throw new ApiError(503, 'eInvoice.serviceUnavailable');
    if (answer.status !== 200) {
      const error = (answer.body as { error?: { error?: string; errorCode?: string } } | null)?.error;
      if (error?.errorCode === 'OperationPeriodOver') throw new ApiError(409, 'eInvoice.cancelWindowClosed');
      throw new ApiError(409, 'eInvoice.cancelRefused', {
        params: { reason: error?.error ?? `HTTP ${answer.status}` },
      });
    }
    const at = now();
    await recordChange(db, {
      id: row.id,
      from: 'valid',
      to: 'cancelled',
      at,
      fields: { cancelled_at: at, cancel_reason: input.reason },
      answer: answer.body,
      actorId: user.userID,
    });
    return ok(c, { documentId: input.documentId, state: 'cancelled' }, 'eInvoice.cancelled');
  };
}
