/**
 * Test and bench support (docs/e-invoicing.md): many issued invoices and their queued e-invoices
 * made in one statement, as copies of one issued invoice with numbers of their own.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';

/**
 * `count` copies of an issued invoice, each with its own number, and their e-invoices queued,
 * in one statement (issuing hundreds through the API would measure the API, not the job).
 */
export async function queueCopies(db: Db, templateId: string, count: number): Promise<string[]> {
  const { rows: columns } = await db.query<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns
     WHERE table_name = 'invoices' AND table_schema = current_schema() AND is_generated = 'NEVER'
       AND column_name NOT IN ('id', 'invoice_number')`,
  );
  const list = columns.map((column) => `"${column.name}"`).join(', ');
  const prefix = `INV-T${randomBytes(3).toString('hex').toUpperCase()}-`;
  const { rows } = await db.query<{ id: string }>(
    `WITH copies AS (
       INSERT INTO invoices (id, invoice_number, ${list})
       SELECT gen_random_uuid(), $2 || lpad(g::text, 6, '0'), ${list}
       FROM invoices, generate_series(1, $3::int) AS g WHERE invoices.id = $1
       RETURNING id, merchant_id, invoice_number)
     INSERT INTO e_invoices (document_kind, document_id, merchant_id, code_number)
     SELECT 'invoice', id, merchant_id, invoice_number FROM copies
     RETURNING document_id AS id`,
    [templateId, prefix, count],
  );
  return rows.map((row) => row.id);
}
