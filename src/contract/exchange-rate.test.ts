import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  documentExchangeRate,
  exchangeRateField,
  needsExchangeRate,
  rateUnits,
  toMyrSen,
} from './exchange-rate';

const parse = (input: unknown) => {
  const parsed = v.safeParse(exchangeRateField, input);
  return parsed.success ? { rate: parsed.output } : { code: parsed.issues[0]?.message };
};

describe('exchange rate', () => {
  it('is decimal text with up to six decimals, above zero; empty is none', () => {
    expect(parse('4.4725')).toEqual({ rate: '4.4725' });
    expect(parse(' 3.341 ')).toEqual({ rate: '3.341' });
    expect(parse('0.000312')).toEqual({ rate: '0.000312' });
    expect(parse('1234')).toEqual({ rate: '1234' });
    expect(parse('')).toEqual({ rate: null });
    expect(parse(null)).toEqual({ rate: null });
    expect(parse(undefined)).toEqual({ rate: null });
    for (const wrong of ['4,47', '4.4725001', '1e3', '-4.47', '.5', '4.', 'abc', '12345'])
      expect(parse(wrong), wrong).toEqual({ code: 'exchangeRate.format' });
    expect(parse(4.47)).toEqual({ code: 'exchangeRate.format' });
    expect(parse('0')).toEqual({ code: 'exchangeRate.positive' });
    expect(parse('0.000000')).toEqual({ code: 'exchangeRate.positive' });
  });

  it('is read exactly, in millionths', () => {
    expect(rateUnits('4.4725')).toBe(4_472_500n);
    expect(rateUnits('0.000001')).toBe(1n);
    expect(rateUnits('9999.999999')).toBe(9_999_999_999n);
  });

  it('converts minor units to MYR sen half-up, in integers', () => {
    expect(toMyrSen(1234, 'USD', '4.4725')).toBe(5519);
    expect(toMyrSen(100, 'USD', '4.125')).toBe(413);
    expect(toMyrSen(-100, 'USD', '4.125')).toBe(-413);
    expect(toMyrSen(1000, 'JPY', '0.0298')).toBe(2980);
    // The largest amount at a rate of 14.5 stays exact (BigInt, no float).
    expect(toMyrSen(10_000_000_000_000, 'USD', '14.5')).toBe(145_000_000_000_000);
  });

  it('belongs to a document not in MYR, which needs it before it is issued', () => {
    expect(documentExchangeRate('MYR', '4.47')).toBeNull();
    expect(documentExchangeRate('USD', '4.47')).toBe('4.47');
    expect(documentExchangeRate('USD', undefined)).toBeNull();
    expect(needsExchangeRate('USD', null)).toBe(true);
    expect(needsExchangeRate('USD', '4.47')).toBe(false);
    expect(needsExchangeRate('MYR', null)).toBe(false);
  });
});
