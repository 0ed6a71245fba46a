/**
 * What the consolidated e-invoice screen reads (docs/e-invoicing.md, Consolidated): per month and
 * currency, the invoices waiting for a consolidation and the month's latest consolidation with its
 * e-invoice's state; and one consolidation with the documents it reports. Months are Malaysian
 * calendar months of the documents' issue (their e-invoice is queued in the issuing transaction).
 */
import type { Consolidation, ConsolidationDetail, ConsolidationMonthRow } from '../../../../src/contract';
import type { Queryable } from '../../../db/client';
import { float, isoTimestamp } from '../../../lib/sql-format';

/** The Malaysian calendar month of an e-invoice row `e`, as `2026-11`. */
export const ROW_MONTH = `to_char(e.queued_at AT TIME ZONE 'Asia/Kuala_Lumpur', 'YYYY-MM')`;

const CONSOLIDATION_COLUMNS = `
  k.id AS "id", k.code_number AS "codeNumber", k.month AS "month", k.currency AS "currency",
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

/** Months with invoices waiting or a consolidation, newest first (the last 24 months and older waiting ones). */
export async function readOverview(db: Queryable): Promise<ConsolidationMonthRow[]> {
  const { rows: waiting } = await db.query<{ month: string; currency: string; count: number; total: number }>(
    `SELECT ${ROW_MONTH} AS month, i.currency, ${float('count(*)')} AS count, ${float('sum(i.total_sen)')} AS total
     FROM e_invoices e JOIN invoices i ON i.id = e.document_id
     WHERE e.state = 'for_consolidation' AND e.consolidation_id IS NULL
     GROUP BY 1, 2`,
  );
  const { rows: latest } = await db.query<Consolidation>(
    `SELECT DISTINCT ON (k.month, k.currency) ${CONSOLIDATION_COLUMNS} FROM ${CONSOLIDATION_FROM}
     WHERE k.month >= to_char((now() AT TIME ZONE 'Asia/Kuala_Lumpur') - interval '24 months', 'YYYY-MM')
     ORDER BY k.month, k.currency, k.prepared_at DESC`,
  );
  const months = new Map<string, ConsolidationMonthRow>();
  const keyOf = (month: string, currency: string) => `${month}|${currency}`;
  for (const row of latest) {
    months.set(keyOf(row.month, row.currency), {
      month: row.month,
      currency: row.currency,
      waitingCount: 0,
      waitingTotalSen: 0,
      consolidation: row,
    });
  }
  for (const row of waiting) {
    const key = keyOf(row.month, row.currency);
    const entry = months.get(key) ?? { month: row.month, currency: row.currency, consolidation: null };
    months.set(key, { ...entry, waitingCount: row.count, waitingTotalSen: row.total });
  }
  return [...months.values()].sort(
    (a, b) => b.month.localeCompare(a.month) || a.currency.localeCompare(b.currency),
  );
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
  const { rows: documents } = await db.query<ConsolidationDetail['documents'][number]>(
    `SELECT e.document_id AS "documentId", e.code_number AS "codeNumber",
       coalesce(m.merchant_name, '') AS "merchantName", ${isoTimestamp('e.queued_at')} AS "queuedAt",
       ${float('i.revenue_sen')} AS "subtotalSen", ${float('i.tax_sen')} AS "taxSen",
       ${float('i.total_sen')} AS "totalSen"
     FROM e_invoices e JOIN invoices i ON i.id = e.document_id LEFT JOIN merchants m ON m.id = e.merchant_id
     WHERE e.consolidation_id = $1 AND e.document_kind = 'invoice'
     ORDER BY e.queued_at, e.code_number`,
    [id],
  );
  return { consolidation, documents };
}
