import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  companyBuyer,
  issuedInvoice,
  ORIGINAL_UUID,
  sampleCreditNote,
  sampleInvoice,
  supplier,
} from '../../../tests/fixtures/e-invoice/documents';
import { SALES_TYPES } from '../invoice';
import { MAX_QUANTITY, SST_RATES } from '../money';
import { serializeDocument, toUblDocument, type EInvoiceDocument } from './ubl-document';
import { senOf, type UblNode, type UblValue } from './ubl-values';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../tests/fixtures/e-invoice/${name}`, import.meta.url), 'utf8'));
const sdkPaths = fixture('sdk-sample-paths.json') as Record<'root' | 'invoice' | 'notes', string[]>;

const parties = { supplier, buyer: companyBuyer };
const invoiceDocument = () => toUblDocument({ kind: 'invoice', invoice: sampleInvoice }, parties);
const creditDocument = () =>
  toUblDocument(
    { kind: 'credit', note: sampleCreditNote, original: { number: 'INV-2026-000123', uuid: ORIGINAL_UUID } },
    parties,
  );

/** Whether `path` (keys joined by '/') leads to a value in some element of every array on the way. */
function hasPath(node: unknown, keys: readonly string[]): boolean {
  if (keys.length === 0) return node !== undefined;
  if (Array.isArray(node)) return node.some((item) => hasPath(item, keys));
  if (node === null || typeof node !== 'object') return false;
  const [key = '', ...rest] = keys;
  return hasPath((node as Record<string, unknown>)[key], rest);
}

function only<T>(items: readonly T[] | undefined, index = 0): T {
  const item = items?.[index];
  if (item === undefined) throw new Error(`no element ${index}`);
  return item;
}
const body = (document: EInvoiceDocument) => only(document.Invoice);
const nodes = (node: UblNode, key: string) => node[key] as UblNode[];
const node = (parent: UblNode, key: string) => only(nodes(parent, key));
const values = (parent: UblNode, key: string) => parent[key] as UblValue[];
const value = (parent: UblNode, key: string) => only(values(parent, key))._;
/** Every `currencyID` an amount of the document carries. */
const currenciesOf = (root: UblNode) =>
  new Set([...JSON.stringify(root).matchAll(/"currencyID":"([A-Z]{3})"/g)].map((match) => match[1]));

describe('UBL document', () => {
  it('matches the golden files, byte for byte through JSON', () => {
    expect(JSON.parse(serializeDocument(invoiceDocument()))).toEqual(fixture('invoice.golden.json'));
    expect(JSON.parse(serializeDocument(creditDocument()))).toEqual(fixture('credit-note.golden.json'));
  });

  it('has every element of the SDK sample the product fills', () => {
    for (const document of [invoiceDocument(), creditDocument()]) {
      for (const key of sdkPaths.root) expect(document).toHaveProperty(key);
      for (const path of sdkPaths.invoice) expect(hasPath(body(document), path.split('/')), path).toBe(true);
    }
    for (const path of sdkPaths.notes)
      expect(hasPath(body(creditDocument()), path.split('/')), path).toBe(true);
    for (const path of sdkPaths.notes)
      expect(hasPath(body(invoiceDocument()), path.split('/')), path).toBe(false);
  });

  it('says the type and version: invoice 01, credit note 02, debit note 03, version 1.0', () => {
    expect(values(body(invoiceDocument()), 'InvoiceTypeCode')).toEqual([{ _: '01', listVersionID: '1.0' }]);
    expect(values(body(creditDocument()), 'InvoiceTypeCode')).toEqual([{ _: '02', listVersionID: '1.0' }]);
    const debit = toUblDocument(
      { kind: 'debit', note: { ...sampleCreditNote, kind: 'Debit' }, original: { number: 'X', uuid: 'U' } },
      parties,
    );
    expect(value(body(debit), 'InvoiceTypeCode')).toBe('03');
  });

  it('taxes SST lines as service tax at their rate and the rest as not applicable', () => {
    const lines = nodes(body(invoiceDocument()), 'InvoiceLine');
    const taxOf = (line: UblNode) => {
      const subtotal = node(node(line, 'TaxTotal'), 'TaxSubtotal');
      return [value(node(subtotal, 'TaxCategory'), 'ID'), value(subtotal, 'Percent')];
    };
    expect(lines.map(taxOf)).toEqual([
      ['02', 8],
      ['06', 0],
      ['02', 6],
    ]);
  });

  it('refers a note to its original document and is in MYR', () => {
    const reference = node(node(body(creditDocument()), 'BillingReference'), 'InvoiceDocumentReference');
    expect(value(reference, 'ID')).toBe('INV-2026-000123');
    expect(value(reference, 'UUID')).toBe(ORIGINAL_UUID);
    expect(value(body(creditDocument()), 'DocumentCurrencyCode')).toBe('MYR');
    expect(value(body(creditDocument()), 'TaxCurrencyCode')).toBe('MYR');
  });

  it('gives a document in another currency its exchange rate, every amount in its own currency', () => {
    const usd = { ...sampleInvoice, currency: 'USD', exchangeRate: '4.4725' };
    const root = body(toUblDocument({ kind: 'invoice', invoice: usd }, parties));
    expect(value(root, 'DocumentCurrencyCode')).toBe('USD');
    // MyInvois DC501: every tax amount in the tax currency; DC502: every amount in the document's.
    expect(value(root, 'TaxCurrencyCode')).toBe('USD');
    const rate = node(root, 'TaxExchangeRate');
    expect([value(rate, 'SourceCurrencyCode'), value(rate, 'TargetCurrencyCode')]).toEqual(['USD', 'MYR']);
    expect(value(rate, 'CalculationRate')).toBe(4.4725);
    expect(nodes(root, 'TaxTotal')).toHaveLength(1);
    expect(values(node(root, 'TaxTotal'), 'TaxAmount')).toEqual([{ _: 323.84, currencyID: 'USD' }]);
    expect(currenciesOf(root)).toEqual(new Set(['USD']));
  });

  it('writes no rate for MYR, nor for a foreign document without its rate', () => {
    expect(body(invoiceDocument())).not.toHaveProperty('TaxExchangeRate');
    expect(currenciesOf(body(invoiceDocument()))).toEqual(new Set(['MYR']));
    const usd = { ...sampleInvoice, currency: 'USD' };
    expect(body(toUblDocument({ kind: 'invoice', invoice: usd }, parties))).not.toHaveProperty(
      'TaxExchangeRate',
    );
  });

  it('writes issue date and time in UTC', () => {
    expect(value(body(invoiceDocument()), 'IssueDate')).toBe('2026-11-28');
    expect(value(body(invoiceDocument()), 'IssueTime')).toBe('02:15:30Z');
  });
});

const lineSpec = fc.record({
  salesType: fc.constantFrom(...SALES_TYPES),
  pax: fc.integer({ min: 1, max: MAX_QUANTITY }),
  unitPriceSen: fc.integer({ min: 0, max: 50_000_000 }),
  taxRate: fc.constantFrom(...SST_RATES),
});

describe('UBL totals', () => {
  it('always equal the invoice’s own totals to the sen (seeded)', () => {
    fc.assert(
      fc.property(fc.array(lineSpec, { minLength: 1, maxLength: 60 }), (lines) => {
        const invoice = issuedInvoice(lines);
        const document = JSON.parse(
          serializeDocument(toUblDocument({ kind: 'invoice', invoice }, parties)),
        ) as EInvoiceDocument;
        const root = body(document);
        const money = node(root, 'LegalMonetaryTotal');
        const tax = node(root, 'TaxTotal');
        const ublLines = nodes(root, 'InvoiceLine');
        expect(senOf(values(money, 'LineExtensionAmount'))).toBe(invoice.revenueSen);
        expect(senOf(values(money, 'TaxExclusiveAmount'))).toBe(invoice.revenueSen);
        expect(senOf(values(money, 'TaxInclusiveAmount'))).toBe(invoice.totalSen);
        expect(senOf(values(money, 'PayableAmount'))).toBe(invoice.totalSen);
        expect(senOf(values(tax, 'TaxAmount'))).toBe(invoice.taxSen);
        const subtotals = nodes(tax, 'TaxSubtotal');
        expect(subtotals.reduce((sum, s) => sum + senOf(values(s, 'TaxAmount')), 0)).toBe(invoice.taxSen);
        expect(subtotals.reduce((sum, s) => sum + senOf(values(s, 'TaxableAmount')), 0)).toBe(
          invoice.revenueSen,
        );
        expect(ublLines.reduce((sum, l) => sum + senOf(values(l, 'LineExtensionAmount')), 0)).toBe(
          invoice.revenueSen,
        );
        ublLines.forEach((line, index) => {
          expect(senOf(values(line, 'LineExtensionAmount'))).toBe(
            only(invoice.revenueLines, index).amountSen,
          );
        });
      }),
      { seed: 20261129, numRuns: 200 },
    );
  });
});
