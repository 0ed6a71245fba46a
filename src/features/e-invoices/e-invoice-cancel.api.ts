import { EInvoiceCancelledSchema, type EInvoiceCancel } from '../../contract';
import { apiRequest } from '../../lib/api';

/**
 * Cancels a Valid e-invoice: an online call, never queued, since MyInvois must accept it inside
 * its 72 hours (docs/e-invoicing.md, Cancel and reject). A refusal throws the translated message.
 */
export const cancelEInvoice = (input: EInvoiceCancel) =>
  apiRequest('/EInvoice/cancel', {
    method: 'POST',
    body: input,
    schema: EInvoiceCancelledSchema,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
