/**
 * The exchange rate of a document not in MYR (docs/e-invoicing.md, Foreign currency): how many MYR
 * one unit of the document's currency is worth (`4.4725` for USD), kept exactly as the decimal text
 * written, never as a float. A MYR document has none. The rate is part of the document: it is fixed
 * when the invoice is issued or the note created, like every other figure of it.
 */
import * as v from 'valibot';
import { currencyDigits, DEFAULT_CURRENCY, divideRoundHalfUp } from './money';

/** The most decimal places a rate may have (docs/e-invoicing.md, Foreign currency). */
export const EXCHANGE_RATE_DECIMALS = 6;
/** Up to four whole digits (no currency the product takes is worth RM 10,000) and six decimals: `4.4725`, `0.000312`, `1`. */
export const EXCHANGE_RATE_PATTERN = /^\d{1,4}(\.\d{1,6})?$/;

const RATE_SCALE = 10n ** BigInt(EXCHANGE_RATE_DECIMALS);

/** The rate in millionths, exactly: "4.4725" -> 4472500n. */
export function rateUnits(rate: string): bigint {
  const [whole = '0', fraction = ''] = rate.split('.');
  return BigInt(whole) * RATE_SCALE + BigInt(fraction.padEnd(EXCHANGE_RATE_DECIMALS, '0'));
}

/**
 * The rate's one written form, so equal rates compare equal as text: no leading zeros before the
 * units, no trailing zeros after the point ("04.47250" -> "4.4725", "4.000" -> "4"), as
 * PostgreSQL's `trim_scale(rate::numeric)::text` writes it. Consolidations group by it
 * (docs/e-invoicing.md, Consolidated).
 */
export function canonicalRate(rate: string): string {
  const [whole = '0', fraction = ''] = rate.split('.');
  const units = whole.replace(/^0+(?=\d)/, '');
  const decimals = fraction.replace(/0+$/, '');
  return decimals ? `${units}.${decimals}` : units;
}

/** Above zero; a rate not in the pattern is left to the pattern's message. */
const isPositiveRate = (rate: string) => !EXCHANGE_RATE_PATTERN.test(rate) || rateUnits(rate) > 0n;

/**
 * A document's rate as sent: empty or absent is none (null); otherwise decimal text with up to six
 * decimals (`exchangeRate.format`) above zero (`exchangeRate.positive`).
 */
export const exchangeRateField = v.pipe(
  v.optional(v.nullable(v.string('exchangeRate.format')), null),
  v.transform((rate) => rate?.trim() || null),
  v.nullable(
    v.pipe(
      v.string(),
      v.regex(EXCHANGE_RATE_PATTERN, 'exchangeRate.format'),
      v.check(isPositiveRate, 'exchangeRate.positive'),
    ),
  ),
);

/** The rate a document in `currency` keeps: none for a MYR document, whatever was sent. */
export const documentExchangeRate = (currency: string, rate: string | null | undefined) =>
  currency === DEFAULT_CURRENCY ? null : (rate ?? null);

/** Does a document in `currency` still need its rate before it is issued? */
export const needsExchangeRate = (currency: string, rate: string | null | undefined) =>
  currency !== DEFAULT_CURRENCY && !rate;

/** The rate as documents print it, the same in every language: `1 USD = 4.4725 MYR`. */
export const exchangeRateText = (currency: string, rate: string) =>
  `1 ${currency} = ${rate} ${DEFAULT_CURRENCY}`;

/**
 * An amount in the document's minor units converted to MYR sen at `rate`, half-up to the sen,
 * in integers: 1234 USD cents at 4.4725 -> 5519 sen (RM 55.19).
 */
export function toMyrSen(amountMinor: number, currency: string, rate: string): number {
  const divisor = 10n ** BigInt(currencyDigits(currency)) * RATE_SCALE;
  return Number(divideRoundHalfUp(BigInt(amountMinor) * rateUnits(rate) * 100n, divisor));
}
