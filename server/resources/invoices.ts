/** Invoices as SQL (docs/ARCHITECTURE.md, Entity descriptors; Invoicing): the list, get by id and the pull. */
import { invoiceEntity } from '../../src/contract';
import type { Invoice, InvoiceListQuery } from '../../src/contract';
import type { ListResource } from '../lib/entity-list/resource';
import { dateSort, instantSort, textSort, valueSort } from '../lib/entity-list/sql-rules';
import { float, isoDate, isoTimestamp } from '../lib/sql-format';

export const INVOICE_FROM = 'invoices i';

/**
 * A row read with these IS a contract `Invoice`: lines as stored (jsonb arrays of the contract's
 * line shapes), every amount integer sen (bigint as a number).
 */
export const INVOICE_COLUMNS = `
  i.id AS "id", i.merchant_id AS "merchantId", i.invoice_number AS "invoiceNumber",
  i.status AS "status", i.currency AS "currency", i.exchange_rate AS "exchangeRate",
  ${isoDate('i.issue_date')} AS "issueDate",
  ${isoDate('i.due_date')} AS "dueDate", i.tour_code AS "tourCode", i.guest_name AS "guestName",
  i.market AS "market", i.remark AS "remark", i.handled_by AS "handledBy",
  i.revenue_lines AS "revenueLines", i.cost_lines AS "costLines",
  ${float('i.revenue_sen')} AS "revenueSen", ${float('i.tax_sen')} AS "taxSen",
  ${float('i.total_sen')} AS "totalSen", ${float('i.cost_sen')} AS "costSen",
  ${float('i.gross_profit_sen')} AS "grossProfitSen", i.gross_profit_bp AS "grossProfitBp",
  ${float('i.credited_sen')} AS "creditedSen", ${float('i.debited_sen')} AS "debitedSen",
  ${float('i.net_sen')} AS "netSen", i.deactivation_reason AS "deactivationReason",
  i.e_invoice_state AS "eInvoiceState",
  CASE WHEN i.issued_at IS NULL THEN NULL ELSE ${isoTimestamp('i.issued_at')} END AS "issuedAt",
  ${isoTimestamp('i.created_at')} AS "createdAt", ${isoTimestamp('i.updated_at')} AS "updatedAt",
  ${float('i.version')} AS "version"`;

export const invoiceResource: ListResource<Invoice, InvoiceListQuery> = {
  entity: 'invoices',
  table: 'invoices',
  audit: { entity: 'invoice', name: (t) => `coalesce(${t}.invoice_number, ${t}.guest_name)` },
  from: INVOICE_FROM,
  columns: INVOICE_COLUMNS,
  id: 'i.id',
  scope: 'i.merchant_id',
  descriptor: invoiceEntity,
  sortExpressions: {
    // A Draft has no number and no issue date yet: sorted as empty text (first ascending).
    invoiceNumber: textSort('i.invoice_number'),
    issueDate: dateSort('i.issue_date'),
    dueDate: valueSort('i.due_date'),
    guestName: textSort('i.guest_name'),
    tourCode: textSort('i.tour_code'),
    status: textSort('i.status'),
    totalSen: valueSort('i.total_sen'),
    netSen: valueSort('i.net_sen'),
    grossProfitSen: valueSort('i.gross_profit_sen'),
    updatedAt: instantSort('i.updated_at'),
  },
  filterExpressions: {
    invoiceNumber: 'i.invoice_number',
    guestName: 'i.guest_name',
    tourCode: 'i.tour_code',
    status: 'i.status',
    dateFrom: 'i.issue_date',
    dateTo: 'i.issue_date',
    eInvoice: 'i.e_invoice_state',
  },
  segments: { list: 'true' },
};
