/** Credit and debit notes as SQL (docs/ARCHITECTURE.md, Invoicing): the enquiry, get by id and the pull. */
import { invoiceNoteEntity } from '../../src/contract';
import type { InvoiceNote, NoteListQuery } from '../../src/contract';
import type { ListResource } from '../lib/entity-list/resource';
import { instantSort, textSort, valueSort } from '../lib/entity-list/sql-rules';
import { float, isoDate, isoTimestamp } from '../lib/sql-format';

export const NOTE_FROM = 'invoice_notes n';

/** A row read with these IS a contract `InvoiceNote`. */
export const NOTE_COLUMNS = `
  n.id AS "id", n.kind AS "kind", n.invoice_id AS "invoiceId", n.invoice_number AS "invoiceNumber",
  n.merchant_id AS "merchantId", n.document_number AS "documentNumber",
  ${isoDate('n.document_date')} AS "documentDate", n.reference_number AS "referenceNumber",
  n.payment_mode AS "paymentMode", n.currency AS "currency",
  n.exchange_rate AS "exchangeRate", n.lines AS "lines",
  ${float('n.subtotal_sen')} AS "subtotalSen", ${float('n.tax_sen')} AS "taxSen",
  ${float('n.total_sen')} AS "totalSen", n.status AS "status",
  n.deactivation_reason AS "deactivationReason", n.e_invoice_state AS "eInvoiceState",
  ${isoTimestamp('n.created_at')} AS "createdAt", ${isoTimestamp('n.updated_at')} AS "updatedAt",
  ${float('n.version')} AS "version"`;

export const invoiceNoteResource: ListResource<InvoiceNote, NoteListQuery> = {
  entity: 'invoiceNotes',
  table: 'invoice_notes',
  audit: { entity: 'invoiceNote', name: (t) => `${t}.document_number` },
  from: NOTE_FROM,
  columns: NOTE_COLUMNS,
  id: 'n.id',
  scope: 'n.merchant_id',
  descriptor: invoiceNoteEntity,
  sortExpressions: {
    // Never missing on the server (a note is numbered when it is created).
    documentNumber: textSort('n.document_number'),
    documentDate: valueSort('n.document_date'),
    invoiceNumber: textSort('n.invoice_number'),
    kind: textSort('n.kind'),
    paymentMode: textSort('n.payment_mode'),
    status: textSort('n.status'),
    totalSen: valueSort('n.total_sen'),
    updatedAt: instantSort('n.updated_at'),
  },
  filterExpressions: {
    merchantId: 'n.merchant_id::text',
    invoiceNumber: 'n.invoice_number',
    documentNumber: 'n.document_number',
    kind: 'n.kind',
    paymentMode: 'n.payment_mode',
    status: 'n.status',
    dateFrom: 'n.document_date',
    dateTo: 'n.document_date',
    eInvoice: 'n.e_invoice_state',
  },
  segments: { list: 'true' },
};
