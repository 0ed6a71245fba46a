/**
 * The monthly consolidated e-invoice (docs/e-invoicing.md, Consolidated): the issued invoices of a
 * month whose buyer has no TIN, reported as one invoice to the general public. Pure: the same
 * documents always give the same JSON, so a resubmission is byte-identical.
 *
 * One line per included document and SST rate, described by the document's number (LHDN asks for
 * each receipt's reference number in the description), carrying that document's own amount and tax
 * to the sen; the consolidated totals are therefore exactly the sum of the documents'.
 */
import { sumSen } from '../money';
import { CLASSIFICATION_CONSOLIDATED, GENERAL_PUBLIC_TIN } from './codes';
import type { SourceDocument, SourceLine } from './e-invoice-source';
import type { BuyerTaxIdentity, SupplierTaxIdentity } from './tax-identity';
import { type EInvoiceDocument, type EInvoiceOptions, ublDocumentOf } from './ubl-document';

/** The buyer's name LHDN asks for on a consolidated e-invoice (guideline, appendix 2). */
export const GENERAL_PUBLIC_NAME = 'General Public';

export type ConsolidatedInput = {
  /** The consolidated e-invoice's own number (`CONS-202611-MYR`). */
  number: string;
  /** When it was approved for submission: its issue time, fixed so a resubmission is identical. */
  issuedAt: string;
  currency: string;
  /**
   * The rate its documents share (its group's, `groupKeyOf`), none for MYR: MyInvois carries one
   * `TaxExchangeRate` per document (docs/e-invoicing.md, Consolidated).
   */
  exchangeRate: string | null;
  /** The included documents, each as read by `readSource`. */
  documents: readonly SourceDocument[];
};

/**
 * The general public as buyer: TIN `EI00000000010`, no identification number (written `NA`), with
 * the company's address and phone, as every document of the product names its buyer's.
 */
export const consolidatedBuyer = (
  supplier: Pick<SupplierTaxIdentity, 'address' | 'phone'>,
): BuyerTaxIdentity => ({
  name: GENERAL_PUBLIC_NAME,
  tin: GENERAL_PUBLIC_TIN,
  identificationType: 'BRN',
  identificationNumber: null,
  sstNumber: null,
  address: supplier.address,
  phone: supplier.phone,
  email: null,
});

/** Each document's lines summed per SST rate, in the order its lines first use a rate. */
function linesOf(document: SourceDocument): SourceLine[] {
  const byRate = new Map<SourceLine['taxRate'], SourceLine>();
  for (const line of document.lines) {
    const sum = byRate.get(line.taxRate);
    if (sum) {
      sum.amountSen += line.amountSen;
      sum.taxSen += line.taxSen;
      sum.unitPriceSen = sum.amountSen;
    } else {
      byRate.set(line.taxRate, {
        description: document.number ?? '',
        quantity: 1,
        unitPriceSen: line.amountSen,
        amountSen: line.amountSen,
        taxRate: line.taxRate,
        taxSen: line.taxSen,
      });
    }
  }
  return [...byRate.values()];
}

/** The consolidated document's figures: the sum of the included documents', to the sen. */
export function consolidatedSource(consolidation: ConsolidatedInput): SourceDocument {
  const { documents } = consolidation;
  return {
    kind: 'invoice',
    number: consolidation.number,
    isIssued: true,
    issuedAt: consolidation.issuedAt,
    currency: consolidation.currency,
    exchangeRate: consolidation.exchangeRate,
    lines: documents.flatMap(linesOf),
    subtotalSen: sumSen(documents.map((document) => document.subtotalSen)),
    taxSen: sumSen(documents.map((document) => document.taxSen)),
    totalSen: sumSen(documents.map((document) => document.totalSen)),
    original: null,
  };
}

/** The consolidated e-invoice as MyInvois receives it: classification 004, buyer the general public. */
export function toConsolidatedDocument(
  consolidation: ConsolidatedInput,
  supplier: SupplierTaxIdentity,
  options: Omit<EInvoiceOptions, 'classificationCode'> = {},
): EInvoiceDocument {
  return ublDocumentOf(
    consolidatedSource(consolidation),
    { supplier, buyer: consolidatedBuyer(supplier) },
    { ...options, classificationCode: CLASSIFICATION_CONSOLIDATED },
  );
}
