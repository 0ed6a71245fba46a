import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  amountSen,
  computeDocumentTotals,
  CURRENCIES,
  divideRoundHalfUp,
  formatMoney,
  formatPercentBp,
  grossProfitBp,
  lineTaxSen,
  MAX_AMOUNT_SEN,
  MAX_QUANTITY,
  parseMoney,
  quantity,
  SST_RATES,
  toDecimalText,
  toMajorUnits,
  moneyParam,
} from './money';

const revenueLine = fc.record({
  pax: fc.integer({ min: 1, max: MAX_QUANTITY }),
  unitPriceSen: fc.integer({ min: 0, max: 100_000_000 }),
  taxRate: fc.constantFrom(...SST_RATES),
});
const costLine = fc.record({
  unit: fc.integer({ min: 1, max: MAX_QUANTITY }),
  unitPriceSen: fc.integer({ min: 0, max: 100_000_000 }),
});
const amount = fc.integer({ min: -MAX_AMOUNT_SEN, max: MAX_AMOUNT_SEN });

describe('divideRoundHalfUp', () => {
  it('rounds halves away from zero and everything else to the nearest', () => {
    expect(divideRoundHalfUp(5n, 10n)).toBe(1n);
    expect(divideRoundHalfUp(4n, 10n)).toBe(0n);
    expect(divideRoundHalfUp(-5n, 10n)).toBe(-1n);
    expect(divideRoundHalfUp(-4n, 10n)).toBe(0n);
    expect(divideRoundHalfUp(15n, 10n)).toBe(2n);
    expect(divideRoundHalfUp(25n, 10n)).toBe(3n);
  });

  it('is within half a unit of the exact quotient', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        (n, d) => {
          const q = divideRoundHalfUp(n, d);
          const error = n * 2n - q * 2n * d; // 2 × (n − q·d)
          expect(error <= d && error >= -d).toBe(true);
          // A tie (error exactly ±d) always went away from zero.
          if (error === d) expect(n < 0n).toBe(true);
          if (error === -d) expect(n > 0n).toBe(true);
        },
      ),
    );
  });
});

describe('line tax', () => {
  it('is the half-up sen of the rate', () => {
    expect(lineTaxSen(9999, 6)).toBe(600); // 599.94
    expect(lineTaxSen(25, 6)).toBe(2); // 1.5 -> 2
    expect(lineTaxSen(75, 6)).toBe(5); // 4.5 -> 5
    expect(lineTaxSen(12_345, 8)).toBe(988); // 987.6
    expect(lineTaxSen(MAX_AMOUNT_SEN, 8)).toBe(800_000_000_000);
    expect(lineTaxSen(1_000, 0)).toBe(0);
  });
});

describe('computeDocumentTotals', () => {
  it('totals always equal the sums of the lines, in integers', () => {
    fc.assert(
      fc.property(
        fc.array(revenueLine, { maxLength: 40 }),
        fc.array(costLine, { maxLength: 40 }),
        (revenue, cost) => {
          const totals = computeDocumentTotals(revenue, cost);
          const lineSum = totals.revenueLines.reduce((sum, line) => sum + line.amountSen, 0);
          const taxSum = totals.revenueLines.reduce((sum, line) => sum + line.taxSen, 0);
          expect(totals.revenueSen).toBe(lineSum);
          expect(totals.taxSen).toBe(taxSum);
          expect(totals.totalSen).toBe(lineSum + taxSum);
          expect(totals.costSen).toBe(totals.costLines.reduce((sum, line) => sum + line, 0));
          expect(totals.grossProfitSen).toBe(totals.revenueSen - totals.costSen);
          for (const [i, line] of revenue.entries()) {
            expect(totals.revenueLines[i]?.amountSen).toBe(line.pax * line.unitPriceSen);
          }
          for (const value of [totals.revenueSen, totals.taxSen, totals.totalSen, totals.costSen]) {
            expect(Number.isSafeInteger(value)).toBe(true);
          }
        },
      ),
    );
  });

  it('has no drift: splitting a line in two never changes the revenue, and tax per line stays within a sen of the whole', () => {
    fc.assert(
      fc.property(revenueLine, fc.integer({ min: 1, max: MAX_QUANTITY - 1 }), (line, cut) => {
        fc.pre(line.pax > cut);
        const whole = computeDocumentTotals([line]);
        const split = computeDocumentTotals([
          { ...line, pax: cut },
          { ...line, pax: line.pax - cut },
        ]);
        expect(split.revenueSen).toBe(whole.revenueSen);
        expect(Math.abs(split.taxSen - whole.taxSen)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('works out an example by hand', () => {
    const totals = computeDocumentTotals(
      [
        { pax: 3, unitPriceSen: 3_333, taxRate: 6 },
        { pax: 1, unitPriceSen: 25, taxRate: 8 },
      ],
      [{ unit: 2, unitPriceSen: 1_000 }],
    );
    expect(totals).toMatchObject({
      revenueSen: 10_024,
      taxSen: 602,
      totalSen: 10_626,
      costSen: 2_000,
      grossProfitSen: 8_024,
      grossProfitBp: 8_005, // 80.0479 % -> 80.05 %
    });
  });
});

describe('grossProfitBp', () => {
  it('is half-up to two decimals of a percent, and null without revenue', () => {
    expect(grossProfitBp(3, 2)).toBe(3_333); // 33.333 %
    expect(grossProfitBp(3, 1)).toBe(6_667); // 66.667 %
    expect(grossProfitBp(8, 7)).toBe(1_250); // 12.5 %
    expect(grossProfitBp(20_000, 20_001)).toBe(-1); // −0.005 % -> −0.01 % (away from zero)
    expect(grossProfitBp(200_000, 200_001)).toBe(0); // −0.0005 % -> 0.00 %
    expect(grossProfitBp(100, 300)).toBe(-20_000);
    expect(grossProfitBp(0, 10)).toBeNull();
  });

  it('never needs a float: exact even at the largest amounts', () => {
    expect(grossProfitBp(MAX_AMOUNT_SEN, 1)).toBe(10_000);
    expect(grossProfitBp(MAX_AMOUNT_SEN, MAX_AMOUNT_SEN - 1)).toBe(0);
  });
});

describe('format and parse', () => {
  it('formats Malaysian style in both languages', () => {
    expect(formatMoney(123_450, 'MYR', 'en')).toBe('RM\u00a01,234.50');
    expect(formatMoney(123_450, 'MYR', 'ms')).toBe('RM\u00a01,234.50');
    expect(formatMoney(-5, 'MYR', 'en')).toBe('-RM\u00a00.05');
    expect(formatMoney(1_000, 'JPY', 'en')).toMatch(/1,000$/);
    expect(formatMoney(MAX_AMOUNT_SEN, 'MYR', 'en')).toBe('RM\u00a0100,000,000,000.00');
    expect(formatPercentBp(2_550, 'en')).toBe('25.50%');
    expect(formatPercentBp(null, 'en')).toBe('');
  });

  it('gives spreadsheets major units and messages the display text, exactly', () => {
    expect(toMajorUnits(123_450, 'MYR')).toBe(1234.5);
    // Yen has no minor unit: 5000 is five thousand yen, not fifty.
    expect(toMajorUnits(5_000, 'JPY')).toBe(5000);
    expect(toMajorUnits(-5, 'MYR')).toBe(-0.05);
    expect(moneyParam(267_290, 'MYR')).toBe('RM\u00a02,672.90');
  });

  it('parse(format(x)) = x for every amount, currency and language', () => {
    fc.assert(
      fc.property(
        amount,
        fc.constantFrom(...CURRENCIES),
        fc.constantFrom('en', 'ms'),
        (sen, currency, locale) => {
          expect(parseMoney(formatMoney(sen, currency, locale), currency)).toBe(sen);
          expect(parseMoney(toDecimalText(sen, currency), currency)).toBe(sen);
        },
      ),
    );
  });

  it('reads what people type and refuses what is not an amount', () => {
    expect(parseMoney('1234.5', 'MYR')).toBe(123_450);
    expect(parseMoney(' 1,234 ', 'MYR')).toBe(123_400);
    expect(parseMoney('0.1', 'MYR')).toBe(10);
    expect(parseMoney('12.345', 'MYR')).toBeNull();
    expect(parseMoney('1.5', 'JPY')).toBeNull();
    expect(parseMoney('1e3', 'MYR')).toBeNull();
    expect(parseMoney('abc', 'MYR')).toBeNull();
    expect(parseMoney('', 'MYR')).toBeNull();
    expect(parseMoney('100000000000.01', 'MYR')).toBeNull();
  });
});

describe('wire fields', () => {
  it('refuses floats, negatives and amounts over 10^13 sen instead of rounding them', () => {
    expect(v.safeParse(amountSen, 150).success).toBe(true);
    expect(v.safeParse(amountSen, MAX_AMOUNT_SEN).success).toBe(true);
    for (const bad of [1.5, -1, MAX_AMOUNT_SEN + 1, Number.NaN, '150']) {
      expect(v.safeParse(amountSen, bad).success).toBe(false);
    }
    expect(v.safeParse(quantity, 1).success).toBe(true);
    for (const bad of [0, -2, 2.5, MAX_QUANTITY + 1]) expect(v.safeParse(quantity, bad).success).toBe(false);
  });
});
