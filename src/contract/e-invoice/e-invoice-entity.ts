/**
 * E-invoices as a mirrored area (docs/ARCHITECTURE.md, E-invoices): the state of one issued
 * document at MyInvois, each field declared once (docs/ARCHITECTURE.md, Entity descriptors); the
 * server's `e_invoices` row minus the submission job's own bookkeeping (claims, attempts). Whoever
 * may view invoices views them (access-policy.ts); a merchant's users see their merchant's only,
 * like the documents.
 */
import * as v from 'valibot';
import * as f from '../area-fields';
import type { EInvoiceError } from './e-invoice-row';
import { E_INVOICE_DOCUMENT_KINDS, E_INVOICE_STATES, EInvoiceErrorSchema } from './e-invoice-row';

const sort = true;
const column = 'default';
const nullable = true;

/** GET EInvoice/eInvoiceListPage: newest queued first; `state` and `documentKind` equal, `codeNumber` contains. */
export const eInvoiceEntity = f.listArea({
  entity: 'eInvoices',
  area: 'EInvoice',
  menuKey: 'invoice.manage',
  scope: 'merchantId',
  storage: 'blocks',
  defaultSort: ['queuedAt', 'desc'],
  fields: {
    /** The document's own number (MyInvois's `codeNumber`). */
    codeNumber: f.code({ sort, filter: 'contains', search: true, column }),
    documentKind: f.status(E_INVOICE_DOCUMENT_KINDS, { filter: 'equals', column }),
    state: f.status(E_INVOICE_STATES, { sort, filter: 'equals', column }),
    /** 1 for the document's first e-invoice, one more each resubmit after a fix: each attempt is a row. */
    attempt: f.number({ column, missing: 1 }),
    queuedAt: f.timestamp({ sort, column }),
    validatedAt: f.timestamp({ sort, nullable, column }),
    /**
     * MyInvois's UUID of the document once submitted (of its consolidated e-invoice once consolidated);
     * text, not a code: it wraps on a phone.
     */
    uuid: f.text({ nullable, column }),
    /** The service's errors of an Invalid document (or its refusal at submission); empty otherwise. */
    errors: f.json(v.array(EInvoiceErrorSchema), { column }),
    /** The invoice's or note's id. */
    documentId: f.reference(),
    merchantId: f.reference(),
    /** Set once Valid: with the UUID it makes the public validation link printed as a QR code. */
    longId: f.text({ nullable }),
    cancelReason: f.text({ nullable }),
    /**
     * The number of the consolidated e-invoice reporting it, once that is Valid; absent on rows a
     * device kept from before consolidation existed, hence read as a value that may be missing.
     */
    consolidatedNumber: f.json(v.nullish(v.string(), null)),
    submittedAt: f.timestamp({ nullable }),
    invalidAt: f.timestamp({ nullable }),
    cancelledAt: f.timestamp({ nullable }),
  },
});

export const EInvoiceSchema = eInvoiceEntity.rowSchema;
export type EInvoice = v.InferOutput<typeof EInvoiceSchema>;
export type EInvoiceListQuery = f.ListQueryOf<typeof eInvoiceEntity>;

/** The service's first error of an Invalid document, in Malay for `ms` when it gave one. */
export function firstEInvoiceError(errors: readonly EInvoiceError[], locale: string): string {
  const first = errors[0];
  if (!first) return '';
  const text = locale === 'ms' ? (first.errorMS ?? first.error) : (first.error ?? first.errorMS);
  return text ?? first.errorCode ?? '';
}
