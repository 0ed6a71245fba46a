/**
 * The documents a claimed batch submits (docs/e-invoicing.md, Documents): each issued invoice or
 * note read as the contract's mapping expects, turned into UBL JSON with the company's tax identity
 * as supplier. The buyer is the merchant: its own identity when it has a TIN, the general public
 * (`EI00000000010`) under its name otherwise (`buyerIdentityOf`, docs/e-invoicing.md, Buyers).
 */
import { createHash } from 'node:crypto';
import { buyerIdentityOf, type BuyerIdentityFields } from '../../../src/contract/e-invoice/buyer-identity';
import type { EInvoiceSource } from '../../../src/contract/e-invoice/e-invoice-source';
import type { EInvoiceParties } from '../../../src/contract/e-invoice/ubl-document';
import type { SupplierTaxIdentity } from '../../../src/contract/e-invoice/tax-identity';
import { serializeDocument, toUblDocument } from '../../../src/contract/e-invoice/ubl-document';
import type { Invoice, InvoiceNote } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { NOTE_COLUMNS } from '../../resources/invoice-notes';
import { INVOICE_COLUMNS } from '../../resources/invoices';
import type { EInvoiceDocumentKind } from '../e-invoice-rows';
import { type Signing, withSignature } from '../signing/sign-document';

export type ClaimedRow = {
  id: string;
  documentKind: EInvoiceDocumentKind;
  documentId: string;
  merchantId: string;
  codeNumber: string;
};

export type BuiltDocument = {
  row: ClaimedRow;
  codeNumber: string;
  text: string;
  bytes: number;
  hash: string;
};

export async function readSupplier(db: Queryable): Promise<SupplierTaxIdentity | null> {
  const { rows } = await db.query<{ identity: SupplierTaxIdentity }>(
    'SELECT identity FROM e_invoice_supplier WHERE id',
  );
  return rows[0]?.identity ?? null;
}

type NoteRow = InvoiceNote & { originalUuid: string | null; originalState: string | null };

/** A row's document as the contract reads it, with the parties it names. */
export type DocumentParts = { row: ClaimedRow; source: EInvoiceSource; parties: EInvoiceParties };

/**
 * Reads each row's issued document, its merchant (the buyer) and, for a note, its invoice's latest
 * e-invoice attempt. A note whose invoice's e-invoice is not settled yet (queued or submitted)
 * waits: its document must carry the invoice's UUID. A row whose document is gone is in neither.
 */
export async function readDocumentParts(
  db: Queryable,
  rows: readonly ClaimedRow[],
  supplier: SupplierTaxIdentity,
): Promise<{ ready: DocumentParts[]; waiting: ClaimedRow[] }> {
  const ids = (kind: 'invoice' | 'note') =>
    rows
      .filter((row) => (row.documentKind === 'invoice') === (kind === 'invoice'))
      .map((row) => row.documentId);
  const { rows: invoices } = await db.query<Invoice>(
    `SELECT ${INVOICE_COLUMNS} FROM invoices i WHERE i.id = ANY($1::uuid[])`,
    [ids('invoice')],
  );
  const { rows: notes } = await db.query<NoteRow>(
    `SELECT ${NOTE_COLUMNS}, e.uuid AS "originalUuid", e.state AS "originalState"
     FROM invoice_notes n
     LEFT JOIN LATERAL (
       SELECT uuid, state FROM e_invoices
       WHERE document_kind = 'invoice' AND document_id = n.invoice_id
       ORDER BY attempt DESC LIMIT 1) e ON true
     WHERE n.id = ANY($1::uuid[])`,
    [ids('note')],
  );
  const { rows: merchants } = await db.query<{ id: string; name: string } & BuyerIdentityFields>(
    `SELECT id, merchant_name AS name, tin, identification_type AS "identificationType",
       identification_number AS "identificationNumber", sst_number AS "sstNumber"
     FROM merchants WHERE id = ANY($1::uuid[])`,
    [[...new Set(rows.map((row) => row.merchantId))]],
  );
  const invoiceById = new Map(invoices.map((invoice) => [invoice.id, invoice]));
  const noteById = new Map(notes.map((note) => [note.id, note]));
  const merchantById = new Map(merchants.map((merchant) => [merchant.id, merchant]));
  const ready: DocumentParts[] = [];
  const waiting: ClaimedRow[] = [];
  for (const row of rows) {
    let source: EInvoiceSource | null = null;
    if (row.documentKind === 'invoice') {
      const invoice = invoiceById.get(row.documentId);
      if (invoice) source = { kind: 'invoice', invoice };
    } else {
      const note = noteById.get(row.documentId);
      if (note && (note.originalState === 'queued' || note.originalState === 'submitted')) {
        waiting.push(row);
        continue;
      }
      if (note) {
        const original = { number: note.invoiceNumber ?? '', uuid: note.originalUuid };
        source = { kind: row.documentKind, note, original };
      }
    }
    if (!source) continue;
    const buyer = buyerIdentityOf(merchantById.get(row.merchantId) ?? { name: 'General Public' }, supplier);
    ready.push({ row, source, parties: { supplier, buyer } });
  }
  return { ready, waiting };
}

/** Builds each row's document (`readDocumentParts`); answers the built documents and the rows that wait. */
export async function buildDocuments(
  db: Queryable,
  rows: readonly ClaimedRow[],
  supplier: SupplierTaxIdentity,
  version: '1.0' | '1.1',
  signing: Signing = null,
): Promise<{ built: BuiltDocument[]; waiting: ClaimedRow[] }> {
  const { ready, waiting } = await readDocumentParts(db, rows, supplier);
  const built = ready.map(({ row, source, parties }): BuiltDocument => {
    const text = serializeDocument(withSignature(toUblDocument(source, parties, { version }), signing));
    return {
      row,
      codeNumber: row.codeNumber,
      text,
      bytes: Buffer.byteLength(text),
      hash: createHash('sha256').update(text).digest('hex'),
    };
  });
  return { built, waiting };
}
