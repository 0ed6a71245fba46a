/** An invoice as the invoice list and the sync pull answer it: every column, camelCased. */
import { float, isoDate, isoTimestamp } from '../../../lib/sql-format';
import { toCamelRow } from './camel-row';

export const INVOICE_FROM = 'invoices i';

export const INVOICE_COLUMNS = `
  i.id, i.merchant_id, i.invoice_number, ${isoDate('i.invoice_date')} AS invoice_date, i.tour_code,
  i.guest_name, i.market, i.sales_type, i.pax, ${float('i.unit_price')} AS unit_price,
  ${float('i.amount')} AS amount, i.cost_booking_reference, i.cost_unit,
  ${float('i.cost_unit_price')} AS cost_unit_price, ${float('i.cost_amount')} AS cost_amount,
  ${float('i.gross_profit')} AS gross_profit,
  ${float('i.gross_profit_percentage')} AS gross_profit_percentage, i.remark, i.handled_by,
  i.currency, i.status,
  ${isoTimestamp('i.created_at')} AS created_at, ${isoTimestamp('i.updated_at')} AS updated_at, i.version`;

export const toInvoiceRow = toCamelRow;
