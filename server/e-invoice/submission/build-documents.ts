/**
 * The documents a claimed batch submits (docs/e-invoicing.md, Documents): each issued invoice or
 * note read as the contract's mapping expects, turned into UBL JSON with the company's tax identity
 * as supplier. The buyer is the merchant, at its own address: its own identity when it has a TIN,
 * the general public (`EI00000000010`) under its name otherwise (`buyerIdentityOf`, docs/e-invoicing.md, Buyers). A
 * consolidated e-invoice is built from the invoices it reports (docs/e-invoicing.md, Consolidated).
 */
import { createHash } from 'node:crypto';
import type { BuyerPlace } from '../../../src/contract/e-invoice/buyer-address';
import { buyerIdentityOf, type BuyerIdentityFields } from '../../../src/contract/e-invoice/buyer-identity';
import {
  type ConsolidatedInput,
  GENERAL_PUBLIC_NAME,
  toConsolidatedDocument,
} from '../../../src/contract/e-invoice/consolidated-document';
import { type EInvoiceSource, readSource } from '../../../src/contract/e-invoice/e-invoice-source';
import type { SupplierTaxIdentity } from '../../../src/contract/e-invoice/tax-identity';
import {
  type EInvoiceDocument,
  type EInvoiceParties,
  serializeDocument,
  toUblDocument,
} from '../../../src/contract/e-invoice/ubl-document';
import type { Invoice, InvoiceNote } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { NOTE_COLUMNS } from '../../resources/invoice-notes';
import { INVOICE_COLUMNS } from '../../resources/invoices';
import { isoTimestamp } from '../../lib/sql-format';
import type { EInvoiceDocumentKind } from '../e-invoice-rows';
import { type Signing, withSignature } from '../signing/sign-document';

export type ClaimedRow = {
  id: string;
  documentKind: EInvoiceDocumentKind;
  documentId: string;
  /** Null for a consolidated e-invoice: the company's, of no one merchant. */
  merchantId: string | null;
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

type NoteRow = InvoiceNote & {
  originalUuid: string | null;
  originalState: string | null;
  consolidatedNumber: string | null;
};

/** The original's e-invoice is not settled yet: a note must carry its (or its consolidation's) UUID. */
const UNSETTLED = new Set(['queued', 'submitted', 'for_consolidation']);

/** A row's document as the contract reads it, with the parties it names. */
export type DocumentParts = { row: ClaimedRow; source: EInvoiceSource; parties: EInvoiceParties };

/**
 * Reads each row's issued document, its merchant (the buyer) and, for a note, its invoice's latest
 * e-invoice attempt. A note whose invoice's e-invoice is not settled yet (queued, submitted or
 * waiting for consolidation) waits: its document must carry the invoice's UUID. A row whose
 * document is gone, and a consolidated e-invoice (`readConsolidations`), is in neither.
 */
export async function readDocumentParts(
  db: Queryable,
  rows: readonly ClaimedRow[],
  supplier: SupplierTaxIdentity,
): Promise<{ ready: DocumentParts[]; waiting: ClaimedRow[] }> {
  const ids = (kind: 'invoice' | 'note') =>
    rows
      .filter((row) => row.documentKind !== 'consolidated')
      .filter((row) => (row.documentKind === 'invoice') === (kind === 'invoice'))
      .map((row) => row.documentId);
  const { rows: invoices } = await db.query<Invoice>(
    `SELECT ${INVOICE_COLUMNS} FROM invoices i WHERE i.id = ANY($1::uuid[])`,
    [ids('invoice')],
  );
  const { rows: notes } = await db.query<NoteRow>(
    `SELECT ${NOTE_COLUMNS}, e.uuid AS "originalUuid", e.state AS "originalState",
       e.consolidated_number AS "consolidatedNumber"
     FROM invoice_notes n
     LEFT JOIN LATERAL (
       SELECT uuid, state, consolidated_number FROM e_invoices
       WHERE document_kind = 'invoice' AND document_id = n.invoice_id
       ORDER BY attempt DESC LIMIT 1) e ON true
     WHERE n.id = ANY($1::uuid[])`,
    [ids('note')],
  );
  const { rows: merchants } = await db.query<
    { id: string; name: string; place: BuyerPlace } & BuyerIdentityFields
  >(
    `SELECT id, merchant_name AS name, tin, identification_type AS "identificationType",
       identification_number AS "identificationNumber", sst_number AS "sstNumber",
       jsonb_build_object('address', address, 'postcode', postcode, 'city', city, 'state', state,
         'country', country, 'phone', office_phone) AS place
     FROM merchants WHERE id = ANY($1::uuid[])`,
    [[...new Set(rows.flatMap((row) => (row.merchantId === null ? [] : [row.merchantId])))]],
  );
  const invoiceById = new Map(invoices.map((invoice) => [invoice.id, invoice]));
  const noteById = new Map(notes.map((note) => [note.id, note]));
  const merchantById = new Map(merchants.map((merchant) => [merchant.id, merchant]));
  const ready: DocumentParts[] = [];
  const waiting: ClaimedRow[] = [];
  for (const row of rows) {
    let source: EInvoiceSource | null = null;
    if (row.documentKind === 'consolidated') continue;
    if (row.documentKind === 'invoice') {
      const invoice = invoiceById.get(row.documentId);
      if (invoice) source = { kind: 'invoice', invoice };
    } else {
      const note = noteById.get(row.documentId);
      if (note && UNSETTLED.has(note.originalState ?? '')) {
        waiting.push(row);
        continue;
      }
      if (note) {
        // A note on an invoice reported in a consolidated e-invoice refers to the consolidated one.
        const number = note.consolidatedNumber ?? note.invoiceNumber ?? '';
        const original = { number, uuid: note.originalUuid };
        source = { kind: row.documentKind, note, original };
      }
    }
    if (!source) continue;
    const merchant = row.merchantId === null ? undefined : merchantById.get(row.merchantId);
    const buyer = buyerIdentityOf(merchant ?? { name: GENERAL_PUBLIC_NAME }, supplier);
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
  const built = ready.map(({ row, source, parties }) =>
    builtOf(row, toUblDocument(source, parties, { version }), signing),
  );
  for (const [row, consolidation] of await readConsolidations(db, rows))
    built.push(builtOf(row, toConsolidatedDocument(consolidation, supplier, { version }), signing));
  return { built, waiting };
}

function builtOf(row: ClaimedRow, document: EInvoiceDocument, signing: Signing): BuiltDocument {
  const text = serializeDocument(withSignature(document, signing));
  return {
    row,
    codeNumber: row.codeNumber,
    text,
    bytes: Buffer.byteLength(text),
    hash: createHash('sha256').update(text).digest('hex'),
  };
}

/**
 * The consolidations among the rows, each with its documents as the contract reads them, in
 * the order issued; its issue time is its approval's, so every resubmission is the same text.
 */
async function readConsolidations(
  db: Queryable,
  rows: readonly ClaimedRow[],
): Promise<[ClaimedRow, ConsolidatedInput][]> {
  const claimed = rows.filter((row) => row.documentKind === 'consolidated');
  const ids = claimed.map((row) => row.documentId);
  if (ids.length === 0) return [];
  const found = new Map<string, ConsolidatedInput>();
  const { rows: heads } = await db.query<Omit<ConsolidatedInput, 'documents'> & { id: string }>(
    `SELECT id, code_number AS number, ${isoTimestamp('approved_at')} AS "issuedAt", currency,
       exchange_rate AS "exchangeRate"
     FROM e_invoice_consolidations WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  const { rows: invoices } = await db.query<Invoice & { consolidationId: string }>(
    `SELECT ${INVOICE_COLUMNS}, e.consolidation_id AS "consolidationId"
     FROM e_invoices e JOIN invoices i ON i.id = e.document_id
     WHERE e.consolidation_id = ANY($1::uuid[]) AND e.document_kind = 'invoice'
     ORDER BY e.queued_at, e.code_number`,
    [ids],
  );
  for (const head of heads) {
    const documents = invoices
      .filter((invoice) => invoice.consolidationId === head.id)
      .map((invoice) => readSource({ kind: 'invoice', invoice }));
    found.set(head.id, { ...head, documents });
  }
  return claimed.flatMap((row) => {
    const consolidation = found.get(row.documentId);
    return consolidation ? [[row, consolidation] as [ClaimedRow, ConsolidatedInput]] : [];
  });
}
