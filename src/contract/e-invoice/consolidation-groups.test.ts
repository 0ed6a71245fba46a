import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalRate, toMyrSen } from '../exchange-rate';
import {
  consolidationGroupProblems,
  type GroupableDocument,
  groupForConsolidation,
  groupKeyOf,
} from './consolidation-groups';

type Doc = GroupableDocument & { number: string };
const doc = (number: string, currency: string, exchangeRate: string | null, totalSen = 10_800): Doc => ({
  number,
  currency,
  exchangeRate,
  subtotalSen: totalSen - 800,
  taxSen: 800,
  totalSen,
});

describe('canonical rate', () => {
  it('writes equal rates alike, as PostgreSQL’s trim_scale does', () => {
    expect(canonicalRate('4.4725')).toBe('4.4725');
    expect(canonicalRate('4.472500')).toBe('4.4725');
    expect(canonicalRate('04.47250')).toBe('4.4725');
    expect(canonicalRate('4.000')).toBe('4');
    expect(canonicalRate('0.000312')).toBe('0.000312');
    expect(canonicalRate('0010')).toBe('10');
  });
});

describe('consolidation groups', () => {
  it('put invoices of one currency at different rates in different groups, MYR first', () => {
    const groups = groupForConsolidation([
      doc('INV-1', 'USD', '4.4725'),
      doc('INV-2', 'MYR', null),
      doc('INV-3', 'USD', '4.5'),
      doc('INV-4', 'USD', '4.47250'),
      doc('INV-5', 'SGD', '3.341'),
    ]);
    expect(
      groups.map((group) => [group.currency, group.exchangeRate, group.documents.map((d) => d.number)]),
    ).toEqual([
      ['MYR', null, ['INV-2']],
      ['SGD', '3.341', ['INV-5']],
      ['USD', '4.4725', ['INV-1', 'INV-4']],
      ['USD', '4.5', ['INV-3']],
    ]);
  });

  it('total each group in its currency, and its SST in MYR at its rate as the print does', () => {
    const [myr, usd] = groupForConsolidation([
      doc('INV-1', 'USD', '4.4725', 12_345),
      doc('INV-2', 'USD', '4.4725', 1_000),
      doc('INV-3', 'MYR', null),
    ]);
    expect(myr).toMatchObject({ subtotalSen: 10_000, taxSen: 800, taxMyrSen: 800, totalSen: 10_800 });
    expect(usd).toMatchObject({ subtotalSen: 11_745, taxSen: 1_600, totalSen: 13_345 });
    expect(usd?.taxMyrSen).toBe(toMyrSen(1_600, 'USD', '4.4725'));
  });

  it('keep no rate for MYR whatever a document carries, and refuse a foreign group without one', () => {
    expect(groupKeyOf({ currency: 'MYR', exchangeRate: '4.4' })).toEqual({
      currency: 'MYR',
      exchangeRate: null,
    });
    const [old] = groupForConsolidation([doc('INV-9', 'USD', null)]);
    expect(old).toMatchObject({ currency: 'USD', exchangeRate: null, taxMyrSen: null });
    expect(consolidationGroupProblems({ currency: 'USD', exchangeRate: null })).toEqual([
      { field: 'exchangeRate', code: 'eInvoice.exchangeRate', params: { currency: 'USD' } },
    ]);
    expect(consolidationGroupProblems({ currency: 'USD', exchangeRate: '4.4725' })).toEqual([]);
    expect(consolidationGroupProblems({ currency: 'MYR', exchangeRate: null })).toEqual([]);
  });
});

const rateSpec = fc.option(fc.constantFrom('4.4725', '4.47250', '4.5', '3.341', '0.000312', '1'), {
  nil: null,
});
const documentSpec = fc.record({
  currency: fc.constantFrom('MYR', 'USD', 'SGD', 'JPY'),
  exchangeRate: rateSpec,
  subtotalSen: fc.integer({ min: 0, max: 50_000_000 }),
  taxSen: fc.integer({ min: 0, max: 4_000_000 }),
});

describe('consolidation groups (property)', () => {
  it('hold every awaiting document exactly once, and their totals add up to the month’s to the sen (seeded)', () => {
    fc.assert(
      fc.property(fc.array(documentSpec, { maxLength: 60 }), (specs) => {
        const documents = specs.map((spec, index) => ({
          ...spec,
          number: `INV-${index}`,
          totalSen: spec.subtotalSen + spec.taxSen,
        }));
        const groups = groupForConsolidation(documents);
        const placed = groups.flatMap((group) => group.documents.map((document) => document.number));
        expect(placed.toSorted()).toEqual(documents.map((document) => document.number).toSorted());
        const keys = groups.map((group) => `${group.currency} ${group.exchangeRate ?? ''}`);
        expect(new Set(keys).size).toBe(groups.length);
        for (const group of groups) {
          for (const document of group.documents) expect(groupKeyOf(document)).toEqual(groupKeyOf(group));
        }
        for (const currency of new Set(documents.map((document) => document.currency))) {
          const ofCurrency = documents.filter((document) => document.currency === currency);
          const groupsOf = groups.filter((group) => group.currency === currency);
          for (const figure of ['subtotalSen', 'taxSen', 'totalSen'] as const) {
            const month = ofCurrency.reduce((sum, document) => sum + document[figure], 0);
            expect(groupsOf.reduce((sum, group) => sum + group[figure], 0)).toBe(month);
          }
        }
      }),
      { seed: 20261129, numRuns: 200 },
    );
  });
});
