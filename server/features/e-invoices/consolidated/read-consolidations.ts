/**
 * What the consolidated e-invoice screen reads (docs/e-invoicing.md, Consolidated): per month,
 * currency and exchange rate (`groupForConsolidation`), the invoices waiting for a consolidation and
 * the group's latest consolidation with its e-invoice's state; and one consolidation with the
 * documents it reports. Months are Malaysian
 * calendar months of the documents' issue (their e-invoice is queued in the issuing transaction).
 */
import {
  type ConsolidatedDocument,
  type Consolidation,
  type ConsolidationDetail,
  type ConsolidationMonthRow,
  compareGroupKeys,
  groupForConsolidation,
  groupKeyOf,
} from '../../../../src/contract';
import type { Queryable } from '../../../db/client';
import { float, isoTimestamp } from '../../../lib/sql-format';

/** The Malaysian calendar month of an e-invoice row `e`, as `2026-11`. */
export const ROW_MONTH = `to_char(e.queued_at AT TIME ZONE 'Asia/Kuala_Lumpur', 'YYYY-MM')`;

const CONSOLIDATION_COLUMNS = `
  k.id AS "id", k.code_number AS "codeNumber", k.month AS "month", k.currency AS "currency",
  k.exchange_rate AS "exchangeRate",
  k.state AS "state", k.prepared_by AS "preparedBy",
  (SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = k.prepared_by) AS "preparedByName",
  ${isoTimestamp('k.prepared_at')} AS "preparedAt",
  (SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = k.approved_by) AS "approvedByName",
  ${isoTimestamp('k.approved_at')} AS "approvedAt",
  c.state AS "eInvoiceState", c.uuid AS "uuid",
  CASE WHEN jsonb_typeof(c.errors) = 'array' THEN c.errors ELSE '[]'::jsonb END AS "errors",
  ${float('coalesce(t.count, 0)')} AS "documentCount", ${float('coalesce(t.subtotal, 0)')} AS "subtotalSen",
  ${float('coalesce(t.tax, 0)')} AS "taxSen", ${float('coalesce(t.total, 0)')} AS "totalSen"`;

const CONSOLIDATION_FROM = `
  e_invoice_consolidations k
  LEFT JOIN e_invoices c ON c.id = k.e_invoice_id
  LEFT JOIN LATERAL (
    SELECT count(*) AS count, sum(i.revenue_sen) AS subtotal, sum(i.tax_sen) AS tax, sum(i.total_sen) AS total
    FROM e_invoices e JOIN invoices i ON i.id = e.document_id
    WHERE e.consolidation_id = k.id AND e.document_kind = 'invoice') t ON true`;

/** A waiting or reported invoice as the screen lists it. */
const DOCUMENT_COLUMNS = `e.document_id AS "documentId", e.code_number AS "codeNumber",
  coalesce(m.merchant_name, '') AS "merchantName", ${isoTimestamp('e.queued_at')} AS "queuedAt",
  ${float('i.revenue_sen')} AS "subtotalSen", ${float('i.tax_sen')} AS "taxSen",
  ${float('i.total_sen')} AS "totalSen"`;
const DOCUMENT_FROM = `e_invoices e JOIN invoices i ON i.id = e.document_id LEFT JOIN merchants m ON m.id = e.merchant_id`;

type WaitingDocument = ConsolidatedDocument & {
  month: string;
  currency: string;
  exchangeRate: string | null;
};

const listed = (document: WaitingDocument): ConsolidatedDocument => ({
  documentId: document.documentId,
  codeNumber: document.codeNumber,
  merchantName: document.merchantName,
  queuedAt: document.queuedAt,
  subtotalSen: document.subtotalSen,
  taxSen: document.taxSen,
  totalSen: document.totalSen,
});

const groupText = (month: string, currency: string, exchangeRate: string | null) =>
  `${month}|${currency}|${exchangeRate ?? ''}`;

/**
 * Groups with invoices waiting or a consolidation (the last 24 months and older waiting ones),
 * newest month first, then as `groupForConsolidation` orders a month's groups.
 */
export async function readOverview(db: Queryable): Promise<ConsolidationMonthRow[]> {
  const { rows: waiting } = await db.query<WaitingDocument>(
    `SELECT ${ROW_MONTH} AS month, i.currency, i.exchange_rate AS "exchangeRate", ${DOCUMENT_COLUMNS}
     FROM ${DOCUMENT_FROM}
     WHERE e.state = 'for_consolidation' AND e.consolidation_id IS NULL AND e.document_kind = 'invoice'
     ORDER BY e.queued_at, e.code_number`,
  );
  const { rows: latest } = await db.query<Consolidation>(
    `SELECT DISTINCT ON (k.month, k.currency, k.exchange_rate) ${CONSOLIDATION_COLUMNS} FROM ${CONSOLIDATION_FROM}
     WHERE k.month >= to_char((now() AT TIME ZONE 'Asia/Kuala_Lumpur') - interval '24 months', 'YYYY-MM')
     ORDER BY k.month, k.currency, k.exchange_rate, k.prepared_at DESC`,
  );
  const rows = new Map<string, ConsolidationMonthRow>();
  const empty = { waiting: [], waitingSubtotalSen: 0, waitingTaxSen: 0, waitingTotalSen: 0 };
  for (const row of latest) {
    const key = groupKeyOf(row);
    rows.set(groupText(row.month, key.currency, key.exchangeRate), {
      month: row.month,
      ...key,
      ...empty,
      waitingTaxMyrSen: null,
      consolidation: row,
    });
  }
  const months = new Set(waiting.map((document) => document.month));
  for (const month of months) {
    const groups = groupForConsolidation(waiting.filter((document) => document.month === month));
    for (const group of groups) {
      const key = groupText(month, group.currency, group.exchangeRate);
      rows.set(key, {
        month,
        currency: group.currency,
        exchangeRate: group.exchangeRate,
        waiting: group.documents.map(listed),
        waitingSubtotalSen: group.subtotalSen,
        waitingTaxSen: group.taxSen,
        waitingTaxMyrSen: group.taxMyrSen,
        waitingTotalSen: group.totalSen,
        consolidation: rows.get(key)?.consolidation ?? null,
      });
    }
  }
  return [...rows.values()].sort((a, b) => b.month.localeCompare(a.month) || compareGroupKeys(a, b));
}

export async function readConsolidation(db: Queryable, id: string): Promise<Consolidation | null> {
  const { rows } = await db.query<Consolidation>(
    `SELECT ${CONSOLIDATION_COLUMNS} FROM ${CONSOLIDATION_FROM} WHERE k.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function readDetail(db: Queryable, id: string): Promise<ConsolidationDetail | null> {
  const consolidation = await readConsolidation(db, id);
  if (!consolidation) return null;
  const { rows: documents } = await db.query<ConsolidatedDocument>(
    `SELECT ${DOCUMENT_COLUMNS} FROM ${DOCUMENT_FROM}
     WHERE e.consolidation_id = $1 AND e.document_kind = 'invoice'
     ORDER BY e.queued_at, e.code_number`,
    [id],
  );
  return { consolidation, documents };
}
