/**
 * MyInvois code lists and limits the product relies on (docs/e-invoicing.md, facts checked against
 * the SDK documentation). Only the codes the product emits or checks are listed.
 */

/** e-Invoice types: invoice, credit note, debit note, refund note (self-billed 11–14 are not used). */
export const E_INVOICE_TYPES = { invoice: '01', credit: '02', debit: '03', refund: '04' } as const;
export type EInvoiceKind = keyof typeof E_INVOICE_TYPES;
export type EInvoiceTypeCode = (typeof E_INVOICE_TYPES)[EInvoiceKind];

/** Version 1.0 carries no signature; 1.1 has the same structure with a signature. */
export const E_INVOICE_VERSIONS = ['1.0', '1.1'] as const;
export type EInvoiceVersion = (typeof E_INVOICE_VERSIONS)[number];

/** Tax types (codes/tax-types). */
export const TAX_TYPES = {
  salesTax: '01',
  serviceTax: '02',
  tourismTax: '03',
  highValueGoodsTax: '04',
  lowValueGoodsSalesTax: '05',
  notApplicable: '06',
  exemption: 'E',
} as const;
export type TaxTypeCode = (typeof TAX_TYPES)[keyof typeof TAX_TYPES];
export const TAX_TYPE_CODES: readonly TaxTypeCode[] = Object.values(TAX_TYPES);

/** General TINs: only the general public's may stand for a buyer of this product. */
export const GENERAL_PUBLIC_TIN = 'EI00000000010';
export const FOREIGN_BUYER_TIN = 'EI00000000020';
export const FOREIGN_SUPPLIER_TIN = 'EI00000000030';
export const GENERAL_TINS = [GENERAL_PUBLIC_TIN, FOREIGN_BUYER_TIN, FOREIGN_SUPPLIER_TIN] as const;

/**
 * Classification codes the product emits: travel services are "Others" (022); a monthly
 * consolidated e-invoice is 004 (docs/e-invoicing.md says what remains to be confirmed).
 */
export const CLASSIFICATION_OTHERS = '022';
export const CLASSIFICATION_CONSOLIDATED = '004';
export const CLASSIFICATION_PATTERN = /^\d{3}$/;

/** Unit of measure for a line counted in pieces (UN/ECE rec 20 "one"). */
export const UNIT_CODE_PIECE = 'C62';

/** Submission limits of the submit API. */
export const MAX_DOCUMENTS_PER_SUBMISSION = 100;
export const MAX_DOCUMENT_BYTES = 300 * 1024;
export const MAX_SUBMISSION_BYTES = 5 * 1024 * 1024;

/** A document's states at MyInvois. */
export const E_INVOICE_STATUSES = ['Submitted', 'Valid', 'Invalid', 'Cancelled'] as const;
export type EInvoiceStatus = (typeof E_INVOICE_STATUSES)[number];
