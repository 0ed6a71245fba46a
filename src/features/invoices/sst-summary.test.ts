import { describe, expect, it } from 'vitest';
import { computeDocumentTotals, type SstRate } from '../../contract';
import { sstByRate } from './sst-summary';

describe('sstByRate', () => {
  it('one row per rate used, adding up to the document tax', () => {
    const inputs = [
      { pax: 2, unitPriceSen: 12_345, taxRate: 8 as SstRate },
      { pax: 3, unitPriceSen: 1_001, taxRate: 6 as SstRate },
      { pax: 1, unitPriceSen: 333, taxRate: 8 as SstRate },
      { pax: 1, unitPriceSen: 500, taxRate: 0 as SstRate },
    ];
    const totals = computeDocumentTotals(inputs);
    const lines = inputs.map((input, index) => ({ ...input, ...totals.revenueLines[index] })) as {
      taxRate: number;
      amountSen: number;
      taxSen: number;
    }[];
    const rows = sstByRate(lines);
    expect(rows).toEqual([
      { rate: 0, taxableSen: 500, taxSen: 0 },
      { rate: 6, taxableSen: 3_003, taxSen: 180 },
      { rate: 8, taxableSen: 24_690 + 333, taxSen: 1_975 + 27 },
    ]);
    expect(rows.reduce((sum, row) => sum + row.taxSen, 0)).toBe(totals.taxSen);
  });

  it('no lines, no rows', () => {
    expect(sstByRate([])).toEqual([]);
  });
});
