import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issuedInvoice, supplier } from '../../../tests/fixtures/e-invoice/documents';
import { SALES_TYPES } from '../invoice';
import { MAX_QUANTITY, SST_RATES } from '../money';
import { consolidatedBuyer, toConsolidatedDocument, type ConsolidatedInput } from './consolidated-document';
import { readSource } from './e-invoice-source';
import { preflightEInvoice } from './preflight';
import { serializeDocument, type EInvoiceDocument } from './ubl-document';
import { senOf, type UblNode, type UblValue } from './ubl-values';

type Node = Record<string, unknown>;
const at = (node: unknown, ...keys: string[]): Node =>
  keys.reduce<Node>((current, key) => (current[key] as Node[])[0] as Node, node as Node);
const sen = (node: Node, key: string) => senOf(node[key] as UblValue[]);
const text = (node: Node, key: string) => (node[key] as UblValue[])[0]?._;

const documentOf = (number: string, lines: Parameters<typeof issuedInvoice>[0]) =>
  readSource({ kind: 'invoice', invoice: issuedInvoice(lines, { invoiceNumber: number }) });

const consolidation = (documents: ConsolidatedInput['documents']): ConsolidatedInput => ({
  number: 'CONS-202611-MYR',
  issuedAt: '2026-12-02T03:00:00.000Z',
  currency: 'MYR',
  exchangeRate: null,
  documents,
});

const sample = consolidation([
  documentOf('INV-2026-000101', [
    { salesType: 'Flight', pax: 2, unitPriceSen: 45_000, taxRate: 8 },
    { salesType: 'Hotel', pax: 1, unitPriceSen: 30_000, taxRate: 8 },
    { salesType: 'Insurance', pax: 1, unitPriceSen: 5_000, taxRate: 0 },
  ]),
  documentOf('INV-2026-000102', [{ salesType: 'Tour', pax: 3, unitPriceSen: 12_345, taxRate: 6 }]),
]);

describe('consolidated e-invoice', () => {
  it('is an invoice to the general public with classification 004 on every line', () => {
    const root = at(toConsolidatedDocument(sample, supplier), 'Invoice');
    expect(text(root, 'ID')).toBe('CONS-202611-MYR');
    expect(text(root, 'InvoiceTypeCode')).toBe('01');
    const buyer = at(root, 'AccountingCustomerParty', 'Party');
    const ids = (buyer.PartyIdentification as Node[]).map((entry) => (entry.ID as UblValue[])[0]);
    expect(ids).toContainEqual({ _: 'EI00000000010', schemeID: 'TIN' });
    expect(ids).toContainEqual({ _: 'NA', schemeID: 'BRN' });
    expect(text(at(buyer, 'PartyLegalEntity'), 'RegistrationName')).toBe('General Public');
    const lines = root.InvoiceLine as Node[];
    for (const line of lines) {
      expect(text(at(line, 'Item', 'CommodityClassification'), 'ItemClassificationCode')).toBe('004');
    }
  });

  it('has one line per document and SST rate, described by the document’s number', () => {
    const lines = at(toConsolidatedDocument(sample, supplier), 'Invoice').InvoiceLine as Node[];
    expect(lines.map((line) => text(at(line, 'Item'), 'Description'))).toEqual([
      'INV-2026-000101',
      'INV-2026-000101',
      'INV-2026-000102',
    ]);
    expect(lines.map((line) => sen(line, 'LineExtensionAmount'))).toEqual([120_000, 5_000, 37_035]);
  });

  it('passes the pre-flight’s identity checks for its general-public buyer', () => {
    const invoice = issuedInvoice([{ salesType: 'Flight', pax: 1, unitPriceSen: 10_000, taxRate: 0 }]);
    const problems = preflightEInvoice(
      { kind: 'invoice', invoice },
      { supplier, buyer: consolidatedBuyer(supplier) },
    );
    expect(problems).toEqual([]);
  });

  it('carries its group’s one rate as TaxExchangeRate, every amount in its currency', () => {
    const usd = (number: string, unitPriceSen: number) =>
      readSource({
        kind: 'invoice',
        invoice: issuedInvoice([{ salesType: 'Hotel', pax: 1, unitPriceSen, taxRate: 8 }], {
          invoiceNumber: number,
          currency: 'USD',
          exchangeRate: '4.47250',
        }),
      });
    const input = {
      ...consolidation([usd('INV-2026-000201', 10_000), usd('INV-2026-000202', 2_500)]),
      number: 'CONS-202611-USD',
      currency: 'USD',
      exchangeRate: '4.4725',
    };
    const root = at(toConsolidatedDocument(input, supplier), 'Invoice');
    expect(text(root, 'DocumentCurrencyCode')).toBe('USD');
    const rate = at(root, 'TaxExchangeRate');
    expect(text(rate, 'SourceCurrencyCode')).toBe('USD');
    expect((rate.CalculationRate as UblValue[])[0]?._).toBe(4.4725);
    expect(sen(at(root, 'LegalMonetaryTotal'), 'PayableAmount')).toBe(13_500);
  });

  it('is the same text every time it is built (a resubmission is byte-identical)', () => {
    expect(serializeDocument(toConsolidatedDocument(sample, supplier))).toBe(
      serializeDocument(toConsolidatedDocument(sample, supplier)),
    );
  });
});

const lineSpec = fc.record({
  salesType: fc.constantFrom(...SALES_TYPES),
  pax: fc.integer({ min: 1, max: MAX_QUANTITY }),
  unitPriceSen: fc.integer({ min: 0, max: 5_000_000 }),
  taxRate: fc.constantFrom(...SST_RATES),
});
const documentSpec = fc.array(lineSpec, { minLength: 1, maxLength: 8 });

describe('consolidated totals', () => {
  it('always equal the sum of the included documents to the sen (seeded)', () => {
    fc.assert(
      fc.property(fc.array(documentSpec, { minLength: 1, maxLength: 40 }), (specs) => {
        const documents = specs.map((lines, index) =>
          documentOf(`INV-2026-${String(index).padStart(6, '0')}`, lines),
        );
        const json = JSON.parse(
          serializeDocument(toConsolidatedDocument(consolidation(documents), supplier)),
        ) as EInvoiceDocument;
        const root = at(json, 'Invoice');
        const money = at(root, 'LegalMonetaryTotal');
        const tax = at(root, 'TaxTotal');
        const sum = (pick: (document: (typeof documents)[number]) => number) =>
          documents.reduce((total, document) => total + pick(document), 0);
        expect(sen(money, 'LineExtensionAmount')).toBe(sum((document) => document.subtotalSen));
        expect(sen(money, 'TaxExclusiveAmount')).toBe(sum((document) => document.subtotalSen));
        expect(sen(money, 'PayableAmount')).toBe(sum((document) => document.totalSen));
        expect(sen(tax, 'TaxAmount')).toBe(sum((document) => document.taxSen));
        const lines = root.InvoiceLine as UblNode[];
        expect(lines.reduce((total, line) => total + sen(line, 'LineExtensionAmount'), 0)).toBe(
          sum((document) => document.subtotalSen),
        );
        expect(lines.reduce((total, line) => total + sen(at(line, 'TaxTotal'), 'TaxAmount'), 0)).toBe(
          sum((document) => document.taxSen),
        );
        const subtotals = tax.TaxSubtotal as Node[];
        expect(subtotals.reduce((total, subtotal) => total + sen(subtotal, 'TaxAmount'), 0)).toBe(
          sum((document) => document.taxSen),
        );
      }),
      { seed: 20261201, numRuns: 150 },
    );
  });
});
