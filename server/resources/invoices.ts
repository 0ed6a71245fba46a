/** Invoices as SQL (docs/ARCHITECTURE.md, Entity descriptors; Invoicing): the list, get by id and the pull. */
import { invoiceEntity } from '../../src/contract';
import { resourceOf } from '../lib/entity-list/resource-of';

export const INVOICE_FROM = 'invoices i';

/**
 * A row read with these IS a contract `Invoice`: lines as stored (jsonb arrays of the contract's
 * line shapes), every amount integer sen (bigint as a number).
 */
export const invoiceResource = resourceOf(invoiceEntity, {
  table: 'invoices',
  alias: 'i',
  audit: { entity: 'invoice', name: (t) => `coalesce(${t}.invoice_number, ${t}.guest_name)` },
  // The contract's `eInvoiceStateOf`.
  sql: { eInvoice: 'i.e_invoice_state' },
});

export const INVOICE_COLUMNS = invoiceResource.columns;
