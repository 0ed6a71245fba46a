/**
 * Pre-flight of an e-invoice (docs/e-invoicing.md, How the product uses them): the rules MyInvois
 * applies that need no service, run on the device before anything is sent, offline, so the user
 * fixes the field now instead of reading a rejection hours later. Each problem names its field
 * (`supplier.tin`, `lines.2`, `totals`) and a message code the app translates.
 */
import * as v from 'valibot';
import { needsExchangeRate } from '../exchange-rate';
import type { MessageCode, MessageParams } from '../messages';
import { lineAmountSen, lineTaxSen, sumSen } from '../money';
import { CLASSIFICATION_PATTERN, MAX_DOCUMENT_BYTES, TAX_TYPES, type TaxTypeCode } from './codes';
import { type EInvoiceSource, readSource, type SourceDocument } from './e-invoice-source';
import { BuyerTaxIdentitySchema, SupplierTaxIdentitySchema } from './tax-identity';
import {
  documentBytes,
  type EInvoiceOptions,
  type EInvoiceParties,
  taxTypeOf,
  toUblDocument,
} from './ubl-document';

export type PreflightProblem = { field: string; code: MessageCode; params: MessageParams };

/** The rates each tax type the product emits may carry. */
const RATES_OF_TAX_TYPE: Partial<Record<TaxTypeCode, readonly number[]>> = {
  [TAX_TYPES.serviceTax]: [6, 8],
  [TAX_TYPES.notApplicable]: [0],
};

const problem = (field: string, code: MessageCode, params: MessageParams = {}): PreflightProblem => ({
  field,
  code,
  params,
});

function identityProblems(side: 'supplier' | 'buyer', schema: v.GenericSchema, party: unknown) {
  const parsed = v.safeParse(schema, party);
  if (parsed.success) return [];
  return parsed.issues.map((issue) =>
    problem(`${side}.${v.getDotPath(issue) ?? ''}`, issue.message as MessageCode),
  );
}

function lineProblems(document: SourceDocument): PreflightProblem[] {
  return document.lines.flatMap((line, index) => {
    const taxType = taxTypeOf(line);
    const problems: PreflightProblem[] = [];
    if (!(RATES_OF_TAX_TYPE[taxType] ?? []).includes(line.taxRate)) {
      problems.push(
        problem(`lines.${index}.taxRate`, 'eInvoice.taxTypeRate', {
          line: index + 1,
          taxType,
          rate: line.taxRate,
        }),
      );
    }
    const amountSen = lineAmountSen(line.quantity, line.unitPriceSen);
    if (line.amountSen !== amountSen || line.taxSen !== lineTaxSen(amountSen, line.taxRate)) {
      problems.push(problem(`lines.${index}`, 'eInvoice.lineTotals', { line: index + 1 }));
    }
    return problems;
  });
}

function totalsProblems(document: SourceDocument): PreflightProblem[] {
  const subtotalSen = sumSen(document.lines.map((line) => line.amountSen));
  const taxSen = sumSen(document.lines.map((line) => line.taxSen));
  const isEqual =
    document.subtotalSen === subtotalSen &&
    document.taxSen === taxSen &&
    document.totalSen === document.subtotalSen + document.taxSen;
  return isEqual ? [] : [problem('totals', 'eInvoice.documentTotals')];
}

function documentProblems(document: SourceDocument, parties: EInvoiceParties, options: EInvoiceOptions) {
  const problems: PreflightProblem[] = [];
  if (!document.isIssued) problems.push(problem('document', 'eInvoice.notIssued'));
  if (document.original !== null && !document.original.uuid) {
    problems.push(problem('original', 'eInvoice.originalMissing'));
  }
  if (needsExchangeRate(document.currency, document.exchangeRate)) {
    problems.push(problem('exchangeRate', 'eInvoice.exchangeRate', { currency: document.currency }));
  }
  if (options.classificationCode !== undefined && !CLASSIFICATION_PATTERN.test(options.classificationCode)) {
    problems.push(problem('classificationCode', 'eInvoice.classification'));
  }
  if (document.taxSen > 0 && !parties.supplier.sstNumber) {
    problems.push(problem('supplier.sstNumber', 'eInvoice.supplierSst'));
  }
  return problems;
}

/**
 * Every problem MyInvois would reject the document for that can be known here; none means the
 * document may be sent. The size is that of the JSON `toUblDocument` writes.
 */
export function preflightEInvoice(
  source: EInvoiceSource,
  parties: EInvoiceParties,
  options: EInvoiceOptions = {},
): PreflightProblem[] {
  const document = readSource(source);
  const problems = [
    ...identityProblems('supplier', SupplierTaxIdentitySchema, parties.supplier),
    ...identityProblems('buyer', BuyerTaxIdentitySchema, parties.buyer),
    ...documentProblems(document, parties, options),
    ...lineProblems(document),
    ...totalsProblems(document),
  ];
  const bytes = documentBytes(toUblDocument(source, parties, options));
  if (bytes > MAX_DOCUMENT_BYTES) {
    problems.push(problem('document', 'eInvoice.tooLarge', { size: Math.ceil(bytes / 1024) }));
  }
  return problems;
}
