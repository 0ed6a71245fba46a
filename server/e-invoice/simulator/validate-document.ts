/**
 * The simulator's validation of one document: the structure it needs, the parties' TINs, the
 * totals against the lines, a foreign currency's rate and tax in MYR and, in version 1.1, the signature (verify-signature.ts). A document failing any of these becomes Invalid with errors in the
 * documented shape; the product's pre-flight (src/contract/e-invoice/preflight.ts) is meant to
 * catch each of them first.
 */
import { GENERAL_PUBLIC_TIN } from '../../../src/contract/e-invoice/codes';
import { isGeneralTin, isTin } from '../../../src/contract/e-invoice/tax-identity';
import { senOf, type UblNode, type UblValue } from '../../../src/contract/e-invoice/ubl-values';
import type { EInvoiceDocument } from '../../../src/contract/e-invoice/ubl-document';
import { simulatorError, type SimulatorError } from './simulator-errors';
import { signatureErrors } from './verify-signature';

export type ReadDocument = { internalId: string; typeCode: string; errors: SimulatorError[] };

const first = (node: UblNode | undefined, key: string) => (node?.[key] as UblNode[] | undefined)?.[0];
const valueOf = (node: UblNode | undefined, key: string) => (node?.[key] as UblValue[] | undefined)?.[0]?._;
const amountOf = (node: UblNode | undefined, key: string) => senOf(node?.[key] as UblValue[] | undefined);

function tinOf(party: UblNode | undefined): string {
  const identifiers = (first(party, 'Party')?.PartyIdentification ?? []) as { ID?: UblValue[] }[];
  const tin = identifiers.map((entry) => entry.ID?.[0]).find((id) => id?.schemeID === 'TIN');
  return typeof tin?._ === 'string' ? tin._ : '';
}

/** Validation codes are the simulator's own (`SIM-…`): MyInvois's are not copied. */
const invalid = (code: string, path: string, error: string, errorMS: string) =>
  simulatorError(`SIM-${code}`, error, errorMS, {
    propertyName: path.split('.').at(-1) ?? path,
    propertyPath: path,
  });

function partyErrors(invoice: UblNode): SimulatorError[] {
  const errors: SimulatorError[] = [];
  const supplierTin = tinOf(first(invoice, 'AccountingSupplierParty'));
  if (!isTin(supplierTin) || isGeneralTin(supplierTin)) {
    errors.push(
      invalid(
        'TIN',
        '$.Invoice[*].AccountingSupplierParty',
        'Supplier TIN is invalid',
        'TIN pembekal tidak sah',
      ),
    );
  }
  const buyerTin = tinOf(first(invoice, 'AccountingCustomerParty'));
  if (!isTin(buyerTin) || (isGeneralTin(buyerTin) && buyerTin !== GENERAL_PUBLIC_TIN)) {
    errors.push(
      invalid('TIN', '$.Invoice[*].AccountingCustomerParty', 'Buyer TIN is invalid', 'TIN pembeli tidak sah'),
    );
  }
  return errors;
}

function totalErrors(invoice: UblNode): SimulatorError[] {
  const lines = (invoice.InvoiceLine as UblNode[] | undefined) ?? [];
  const money = first(invoice, 'LegalMonetaryTotal');
  const lineSum = lines.reduce((sum, line) => sum + amountOf(line, 'LineExtensionAmount'), 0);
  const taxSen = amountOf(first(invoice, 'TaxTotal'), 'TaxAmount');
  const isConsistent =
    lines.length > 0 &&
    amountOf(money, 'LineExtensionAmount') === lineSum &&
    amountOf(money, 'TaxInclusiveAmount') === amountOf(money, 'TaxExclusiveAmount') + taxSen &&
    amountOf(money, 'PayableAmount') === amountOf(money, 'TaxInclusiveAmount');
  return isConsistent
    ? []
    : [
        invalid(
          'TOTALS',
          '$.Invoice[*].LegalMonetaryTotal',
          'Totals do not match the lines',
          'Jumlah tidak sepadan dengan baris',
        ),
      ];
}

/**
 * A document in another currency than MYR names its rate to MYR above zero, and every amount is in
 * the document's currency, its tax in the tax currency (docs/e-invoicing.md, Foreign currency;
 * MyInvois DC501 and DC502).
 */
function currencyErrors(invoice: UblNode): SimulatorError[] {
  const currency = valueOf(invoice, 'DocumentCurrencyCode');
  const amountCurrencies = new Set(
    [...JSON.stringify(invoice).matchAll(/"currencyID":"([A-Z]{3})"/g)].map((match) => match[1]),
  );
  const isOneCurrency =
    valueOf(invoice, 'TaxCurrencyCode') === currency &&
    [...amountCurrencies].every((code) => code === currency);
  const rate = first(invoice, 'TaxExchangeRate');
  const calculation = valueOf(rate, 'CalculationRate');
  const hasRate =
    currency === 'MYR' ||
    (valueOf(rate, 'SourceCurrencyCode') === currency &&
      valueOf(rate, 'TargetCurrencyCode') === 'MYR' &&
      typeof calculation === 'number' &&
      calculation > 0);
  return isOneCurrency && hasRate
    ? []
    : [
        invalid(
          'CURRENCY',
          '$.Invoice[*].TaxExchangeRate',
          'A document not in MYR needs its exchange rate, and every amount in its own currency',
          'Dokumen bukan dalam MYR memerlukan kadar pertukarannya, dan setiap amaun dalam mata wangnya',
        ),
      ];
}

/** Reads a submitted document's JSON text; a document that is not one is Invalid at its root. */
export function readDocument(text: string): ReadDocument {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const invoice = ((parsed as { Invoice?: UblNode[] } | null)?.Invoice ?? [])[0];
  const typeCode = String(valueOf(invoice, 'InvoiceTypeCode') ?? '');
  const internalId = String(valueOf(invoice, 'ID') ?? '');
  if (!invoice || !['01', '02', '03', '04'].includes(typeCode) || internalId === '') {
    return {
      internalId,
      typeCode,
      errors: [
        invalid(
          'STRUCTURE',
          '$.Invoice',
          'The document structure is not valid',
          'Struktur dokumen tidak sah',
        ),
      ],
    };
  }
  // Version 1.1 carries a signature the service validates; 1.0 none (docs/e-invoicing.md, Versions).
  const isSigned = (invoice.InvoiceTypeCode as UblValue[] | undefined)?.[0]?.listVersionID === '1.1';
  const signature = isSigned ? signatureErrors(parsed as EInvoiceDocument) : [];
  return {
    internalId,
    typeCode,
    errors: [...partyErrors(invoice), ...totalErrors(invoice), ...currencyErrors(invoice), ...signature],
  };
}
