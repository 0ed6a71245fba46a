import { describe, expect, it } from 'vitest';
import {
  companyBuyer,
  generalPublicBuyer,
  issuedInvoice,
  ORIGINAL_UUID,
  sampleCreditNote,
  sampleInvoice,
  supplier,
} from '../../../tests/fixtures/e-invoice/documents';
import type { Invoice } from '../invoice';
import { formatMessage } from '../messages';
import type { SstRate } from '../money';
import type { EInvoiceSource } from './e-invoice-source';
import { preflightEInvoice } from './preflight';
import type { BuyerTaxIdentity, SupplierTaxIdentity } from './tax-identity';
import type { EInvoiceOptions } from './ubl-document';

const parties = { supplier, buyer: companyBuyer };
const invoice = (changes: Partial<Invoice> = {}): EInvoiceSource => ({
  kind: 'invoice',
  invoice: { ...sampleInvoice, ...changes },
});
const check = (
  source: EInvoiceSource = invoice(),
  changes: { supplier?: Partial<SupplierTaxIdentity>; buyer?: Partial<BuyerTaxIdentity> } = {},
  options: EInvoiceOptions = {},
) =>
  preflightEInvoice(
    source,
    { supplier: { ...supplier, ...changes.supplier }, buyer: { ...companyBuyer, ...changes.buyer } },
    options,
  ).map(({ field, code }) => [field, code]);

describe('pre-flight', () => {
  it('passes an issued invoice of well-formed parties, and a note with its original', () => {
    expect(preflightEInvoice(invoice(), parties)).toEqual([]);
    const note: EInvoiceSource = {
      kind: 'credit',
      note: sampleCreditNote,
      original: { number: 'INV-2026-000123', uuid: ORIGINAL_UUID },
    };
    expect(preflightEInvoice(note, parties)).toEqual([]);
  });

  it('TIN format: names the party’s field', () => {
    expect(check(invoice(), { supplier: { tin: 'C0000' } })).toEqual([
      ['supplier.tin', 'eInvoice.tinFormat'],
    ]);
    expect(check(invoice(), { buyer: { tin: 'SG123456789' } })).toEqual([
      ['buyer.tin', 'eInvoice.tinFormat'],
    ]);
  });

  it('BRN and identification format', () => {
    expect(check(invoice(), { supplier: { brn: '12-34' } })).toEqual([
      ['supplier.brn', 'eInvoice.brnFormat'],
    ]);
    expect(check(invoice(), { buyer: { identificationNumber: 'ABC' } })).toEqual([
      ['buyer.identificationNumber', 'eInvoice.idFormat'],
    ]);
  });

  it('MSIC code', () => {
    expect(check(invoice(), { supplier: { msicCode: '79110' } })).toEqual([]);
    expect(check(invoice(), { supplier: { msicCode: '791' } })).toEqual([
      ['supplier.msicCode', 'eInvoice.msicFormat'],
    ]);
  });

  it('classification code', () => {
    expect(check(invoice(), {}, { classificationCode: '004' })).toEqual([]);
    expect(check(invoice(), {}, { classificationCode: 'A1' })).toEqual([
      ['classificationCode', 'eInvoice.classification'],
    ]);
  });

  it('general-public TIN: only for the buyer', () => {
    expect(preflightEInvoice(invoice(), { supplier, buyer: generalPublicBuyer })).toEqual([]);
    expect(check(invoice(), { supplier: { tin: 'EI00000000010' } })).toEqual([
      ['supplier.tin', 'eInvoice.generalTinBuyerOnly'],
    ]);
  });

  it('tax type with rate: service tax at 6 or 8 %, not applicable at 0 %', () => {
    const line = { salesType: 'Hotel', pax: 1, unitPriceSen: 10_000, amountSen: 10_000 } as const;
    const odd = invoice({
      revenueLines: [{ ...line, taxRate: 5 as SstRate, taxSen: 500 }],
      revenueSen: 10_000,
      taxSen: 500,
      totalSen: 10_500,
    });
    expect(check(odd)).toEqual([['lines.0.taxRate', 'eInvoice.taxTypeRate']]);
    expect(
      check(
        invoice({
          revenueLines: [{ ...line, taxRate: 0, taxSen: 0 }],
          revenueSen: 10_000,
          taxSen: 0,
          totalSen: 10_000,
        }),
      ),
    ).toEqual([]);
  });

  it('SST charged needs the supplier’s SST number', () => {
    expect(check(invoice(), { supplier: { sstNumber: null } })).toEqual([
      ['supplier.sstNumber', 'eInvoice.supplierSst'],
    ]);
    const untaxed = issuedInvoice([{ salesType: 'Air Ticket', pax: 1, unitPriceSen: 50_000, taxRate: 0 }]);
    expect(check({ kind: 'invoice', invoice: untaxed }, { supplier: { sstNumber: null } })).toEqual([]);
  });

  it('line and document totals', () => {
    const [first, ...rest] = sampleInvoice.revenueLines;
    if (!first) throw new Error('sample has lines');
    expect(check(invoice({ revenueLines: [{ ...first, taxSen: first.taxSen + 1 }, ...rest] }))).toEqual([
      ['lines.0', 'eInvoice.lineTotals'],
      ['totals', 'eInvoice.documentTotals'],
    ]);
    expect(check(invoice({ totalSen: sampleInvoice.totalSen + 1 }))).toEqual([
      ['totals', 'eInvoice.documentTotals'],
    ]);
  });

  it('only an issued document, and a note only once its original is valid', () => {
    expect(check(invoice({ status: 'Draft', invoiceNumber: null }))).toEqual([
      ['document', 'eInvoice.notIssued'],
    ]);
    const note: EInvoiceSource = {
      kind: 'credit',
      note: sampleCreditNote,
      original: { number: 'INV-2026-000123', uuid: null },
    };
    expect(check(note)).toEqual([['original', 'eInvoice.originalMissing']]);
  });

  it('a currency other than MYR needs its exchange rate', () => {
    expect(check(invoice({ currency: 'USD' }))).toEqual([['exchangeRate', 'eInvoice.exchangeRate']]);
    expect(check(invoice({ currency: 'USD', exchangeRate: '4.4700' }))).toEqual([]);
    const note: EInvoiceSource = {
      kind: 'debit',
      note: { ...sampleCreditNote, kind: 'Debit', currency: 'SGD' },
      original: { number: 'INV-2026-000123', uuid: ORIGINAL_UUID },
    };
    expect(check(note)).toEqual([['exchangeRate', 'eInvoice.exchangeRate']]);
    expect(check({ ...note, note: { ...note.note, exchangeRate: '3.341' } })).toEqual([]);
  });

  it('document size: at most 300 KB', () => {
    const lines = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        salesType: 'Tour Package' as const,
        pax: 1 + (index % 9),
        unitPriceSen: 12_345 + index,
        taxRate: 8 as const,
      }));
    expect(check({ kind: 'invoice', invoice: issuedInvoice(lines(200)) })).toEqual([]);
    const problems = preflightEInvoice({ kind: 'invoice', invoice: issuedInvoice(lines(500)) }, parties);
    expect(problems.map(({ field, code }) => [field, code])).toEqual([['document', 'eInvoice.tooLarge']]);
    const [tooLarge] = problems;
    if (!tooLarge) throw new Error('expected a problem');
    expect(formatMessage(tooLarge.code, tooLarge.params)).toMatch(
      /^This document is \d+ KB; MyInvois accepts at most 300 KB/,
    );
  });
});
