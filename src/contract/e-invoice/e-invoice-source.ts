/**
 * What an e-invoice is made from: an issued invoice or a credit or debit note of this product
 * (docs/ARCHITECTURE.md, Invoicing), read into one shape the UBL mapping and the pre-flight share.
 */
import type { Invoice } from '../invoice';
import type { InvoiceNote } from '../invoice-note';
import type { SstRate } from '../money';
import type { EInvoiceKind } from './codes';

/** The original document a note corrects: its number and the UUID MyInvois gave it (null until Valid). */
export type OriginalReference = { number: string; uuid: string | null };

export type EInvoiceSource =
  | { kind: 'invoice'; invoice: Invoice }
  | { kind: 'credit' | 'debit'; note: InvoiceNote; original: OriginalReference };

export type SourceLine = {
  description: string;
  quantity: number;
  unitPriceSen: number;
  amountSen: number;
  taxRate: SstRate;
  taxSen: number;
};

export type SourceDocument = {
  kind: EInvoiceKind;
  /** Null for a Draft or a note not yet numbered: the pre-flight refuses it. */
  number: string | null;
  isIssued: boolean;
  /** When it was issued (an invoice) or numbered (a note), an ISO timestamp. */
  issuedAt: string;
  currency: string;
  /** MYR per unit of `currency` as decimal text; null for MYR and when none was given. */
  exchangeRate: string | null;
  lines: SourceLine[];
  subtotalSen: number;
  taxSen: number;
  totalSen: number;
  original: OriginalReference | null;
};

/** The document's own figures, unchanged: the e-invoice must equal them to the sen. */
export function readSource(source: EInvoiceSource): SourceDocument {
  if (source.kind === 'invoice') {
    const { invoice } = source;
    return {
      kind: 'invoice',
      number: invoice.invoiceNumber,
      isIssued: invoice.status === 'Issued' && invoice.invoiceNumber !== null,
      issuedAt: invoice.issuedAt ?? invoice.updatedAt,
      currency: invoice.currency,
      exchangeRate: invoice.exchangeRate,
      lines: invoice.revenueLines.map((line) => ({
        description: line.salesType,
        quantity: line.pax,
        unitPriceSen: line.unitPriceSen,
        amountSen: line.amountSen,
        taxRate: line.taxRate,
        taxSen: line.taxSen,
      })),
      subtotalSen: invoice.revenueSen,
      taxSen: invoice.taxSen,
      totalSen: invoice.totalSen,
      original: null,
    };
  }
  const { note, original } = source;
  return {
    kind: source.kind,
    number: note.documentNumber,
    isIssued: note.status === 'Active' && note.documentNumber !== null,
    issuedAt: note.createdAt,
    currency: note.currency,
    exchangeRate: note.exchangeRate,
    lines: note.lines.map((line) => ({ ...line })),
    subtotalSen: note.subtotalSen,
    taxSen: note.taxSen,
    totalSen: note.totalSen,
    original,
  };
}
