/**
 * Resubmitting an e-invoice (docs/e-invoicing.md, Resubmit): the new attempt is a row the device
 * creates under its own id and queues through the outbox like every write, so the panel shows it
 * queued at once, online or not, and a replay of the op finds the row the server made. The server
 * runs the pre-flight again and refuses with the field to fix.
 */
import type { EInvoice } from '../../contract';
import { enqueue, type NewChange } from '../../lib/sync';

export function resubmitChange(latest: EInvoice, id: string, now = new Date()): NewChange {
  const row: Omit<EInvoice, 'version'> = {
    id,
    documentKind: latest.documentKind,
    documentId: latest.documentId,
    merchantId: latest.merchantId,
    codeNumber: latest.codeNumber,
    state: 'queued',
    uuid: null,
    longId: null,
    errors: [],
    cancelReason: null,
    consolidatedNumber: null,
    queuedAt: now.toISOString(),
    submittedAt: null,
    validatedAt: null,
    invalidAt: null,
    cancelledAt: null,
    attempt: latest.attempt + 1,
  };
  return {
    entity: 'eInvoices',
    entityId: id,
    baseVersion: 0,
    create: true,
    patch: row,
    request: { method: 'POST', path: '/EInvoice/resubmit', body: { id, documentId: latest.documentId } },
  };
}

export const resubmitEInvoice = (latest: EInvoice) => enqueue(resubmitChange(latest, crypto.randomUUID()));
