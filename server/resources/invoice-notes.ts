/** Credit and debit notes as SQL (docs/ARCHITECTURE.md, Invoicing): the enquiry, get by id and the pull. */
import { invoiceNoteEntity } from '../../src/contract';
import { resourceOf } from '../lib/entity-list/resource-of';

export const NOTE_FROM = 'invoice_notes n';

export const invoiceNoteResource = resourceOf(invoiceNoteEntity, {
  table: 'invoice_notes',
  alias: 'n',
  audit: { entity: 'invoiceNote', name: (t) => `${t}.document_number` },
  // The contract's `eInvoiceStateOf`.
  sql: { eInvoice: 'n.e_invoice_state' },
});

/** A row read with these IS a contract `InvoiceNote`. */
export const NOTE_COLUMNS = invoiceNoteResource.columns;
