/** Invoices as SQL (docs/ARCHITECTURE.md, Entity descriptors): every column camelCased, for the pull. */
import type { Resource } from '../lib/entity-list/resource';
import { float, isoDate, isoTimestamp } from '../lib/sql-format';

export const INVOICE_FROM = 'invoices i';

export const INVOICE_COLUMNS = `
  i.id AS "id", i.merchant_id AS "merchantId", i.invoice_number AS "invoiceNumber",
  ${isoDate('i.invoice_date')} AS "invoiceDate", i.tour_code AS "tourCode",
  i.guest_name AS "guestName", i.market AS "market", i.sales_type AS "salesType", i.pax AS "pax",
  ${float('i.unit_price')} AS "unitPrice", ${float('i.amount')} AS "amount",
  i.cost_booking_reference AS "costBookingReference", i.cost_unit AS "costUnit",
  ${float('i.cost_unit_price')} AS "costUnitPrice", ${float('i.cost_amount')} AS "costAmount",
  ${float('i.gross_profit')} AS "grossProfit",
  ${float('i.gross_profit_percentage')} AS "grossProfitPercentage", i.remark AS "remark",
  i.handled_by AS "handledBy", i.currency AS "currency", i.status AS "status",
  ${isoTimestamp('i.created_at')} AS "createdAt", ${isoTimestamp('i.updated_at')} AS "updatedAt",
  ${float('i.version')} AS "version"`;

export const invoiceResource: Resource = {
  entity: 'invoices',
  table: 'invoices',
  from: INVOICE_FROM,
  columns: INVOICE_COLUMNS,
  id: 'i.id',
  scope: 'i.merchant_id',
};
