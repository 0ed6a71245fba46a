/**
 * Money (docs/ARCHITECTURE.md, Money): integer minor units of a currency (sen for MYR) in storage,
 * on the wire (fields named `…Sen`) and in arithmetic; never a float. This one module computes
 * lines, tax, totals, gross profit and rounding for the app and the server alike, and formats and
 * parses amounts for display.
 *
 * Rounding is half-up, away from zero (accounting's ROUND_HALF_UP: 0.5 sen -> 1, -0.5 -> -1),
 * done in integers (BigInt where a product could pass 2^53), so no rounding drifts.
 */
import * as v from 'valibot';
import { range } from './fields';

/** The largest amount any field may hold: 10^13 sen (RM 100 billion), far inside 2^53. */
export const MAX_AMOUNT_SEN = 10_000_000_000_000;
/** The largest quantity (pax, units) of one line. */
export const MAX_QUANTITY = 9_999;
/** The most lines one document may have, of each kind. */
export const MAX_LINES = 500;

export const DEFAULT_CURRENCY = 'MYR';
/** The currencies a document may be in (ISO 4217). */
export const CURRENCIES = ['MYR', 'USD', 'SGD', 'THB', 'IDR', 'SAR', 'JPY', 'EUR', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Malaysian service tax (SST) rates, in percent: one per revenue line. */
export const SST_RATES = [0, 6, 8] as const;
export type SstRate = (typeof SST_RATES)[number];

/** `numerator / denominator` rounded half away from zero; the denominator must be positive. */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('divideRoundHalfUp: the denominator must be positive');
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return negative ? -rounded : rounded;
}

/** quantity × unit price, both integers. */
export const lineAmountSen = (quantity: number, unitPriceSen: number) => quantity * unitPriceSen;

/** The tax of one line at `rate` percent, half-up to the sen. */
export const lineTaxSen = (amountSen: number, rate: SstRate) =>
  Number(divideRoundHalfUp(BigInt(amountSen) * BigInt(rate), 100n));

export const sumSen = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

/**
 * Gross profit as a percentage of revenue in hundredths of a percent (basis points: 2550 is
 * 25.50 %), half-up to 2 decimals; null when there is no revenue to divide by.
 */
export function grossProfitBp(revenueSen: number, costSen: number): number | null {
  if (revenueSen <= 0) return null;
  return Number(divideRoundHalfUp(BigInt(revenueSen - costSen) * 10_000n, BigInt(revenueSen)));
}

export type RevenueLineInput = { pax: number; unitPriceSen: number; taxRate: SstRate };
export type CostLineInput = { unit: number; unitPriceSen: number };

export type RevenueLineAmounts = { amountSen: number; taxSen: number };

export type DocumentTotals = {
  /** Sum of the revenue lines' amounts, before tax. */
  revenueSen: number;
  /** Sum of the lines' tax, each rounded on its own line. */
  taxSen: number;
  /** What the customer is charged: revenue + tax. */
  totalSen: number;
  costSen: number;
  /** Revenue − cost (tax is not profit). */
  grossProfitSen: number;
  grossProfitBp: number | null;
  /** Each revenue line's amount and tax, in line order. */
  revenueLines: RevenueLineAmounts[];
  /** Each cost line's amount, in line order. */
  costLines: number[];
};

/** Every figure of an invoice from its lines: the one computation both sides use. */
export function computeDocumentTotals(
  revenueLines: readonly RevenueLineInput[],
  costLines: readonly CostLineInput[] = [],
): DocumentTotals {
  const revenue = revenueLines.map((line) => {
    const amountSen = lineAmountSen(line.pax, line.unitPriceSen);
    return { amountSen, taxSen: lineTaxSen(amountSen, line.taxRate) };
  });
  const costs = costLines.map((line) => lineAmountSen(line.unit, line.unitPriceSen));
  const revenueSen = sumSen(revenue.map((line) => line.amountSen));
  const taxSen = sumSen(revenue.map((line) => line.taxSen));
  const costSen = sumSen(costs);
  return {
    revenueSen,
    taxSen,
    totalSen: revenueSen + taxSen,
    costSen,
    grossProfitSen: revenueSen - costSen,
    grossProfitBp: grossProfitBp(revenueSen, costSen),
    revenueLines: revenue,
    costLines: costs,
  };
}

// --- Display -------------------------------------------------------------------------------

/** The region the app formats for: Malaysian conventions (`RM 1,234.50`) in both languages. */
export const moneyLocale = (locale: string) => (locale.startsWith('ms') ? 'ms-MY' : 'en-MY');

const formats = new Map<string, Intl.NumberFormat | null>();

function currencyFormat(locale: string, currency: string): Intl.NumberFormat | null {
  const key = `${locale}|${currency}`;
  if (!formats.has(key)) {
    let format: Intl.NumberFormat | null = null;
    try {
      format = new Intl.NumberFormat(moneyLocale(locale), { style: 'currency', currency });
    } catch {
      // Not an ISO 4217 code this platform knows: shown as the code and the number.
    }
    formats.set(key, format);
  }
  return formats.get(key) ?? null;
}

/** How many minor units a major unit of `currency` has, as a power of ten (MYR 2, JPY 0). */
export function currencyDigits(currency: string): number {
  return currencyFormat('en', currency)?.resolvedOptions().maximumFractionDigits ?? 2;
}

/** `value / 10^digits` as exact decimal text: (123450, 2) -> "1234.50". */
function scaledText(value: number, digits: number): string {
  const sign = value < 0 ? '-' : '';
  const text = String(Math.abs(value)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** The amount as plain decimal text in major units, exactly (no float): 123450 MYR -> "1234.50". */
export const toDecimalText = (amountSen: number, currency: string) =>
  scaledText(amountSen, currencyDigits(currency));

/**
 * The amount as a number in major units, for a spreadsheet cell (123450 MYR -> 1234.5): read from
 * the exact decimal text, never divided as a float.
 */
export const toMajorUnits = (amountSen: number, currency: string) =>
  Number(toDecimalText(amountSen, currency));

// Intl formats a decimal string exactly (no float on the way), as ES2023 allows.
type DecimalText = Intl.StringNumericLiteral;

/** `RM 1,234.50` (en and ms); an unknown currency code as `XYZ 1234.50`. */
export function formatMoney(amountSen: number, currency: string, locale: string): string {
  const format = currencyFormat(locale, currency);
  const decimal = toDecimalText(amountSen, currency);
  return format ? format.format(decimal as DecimalText) : `${currency} ${decimal}`;
}

/**
 * An amount inside a message's text (`params` of an envelope or a block): `RM 1,234.50`. Money is
 * formatted in Malaysian conventions in both languages (`moneyLocale`), so the one text reads
 * right whichever language shows the message.
 */
export const moneyParam = (amountSen: number, currency: string) => formatMoney(amountSen, currency, 'en');

/** A percentage in basis points as `25.50%`; blank for none. */
export function formatPercentBp(bp: number | null, locale: string): string {
  if (bp === null) return '';
  return new Intl.NumberFormat(moneyLocale(locale), {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(scaledText(bp, 4) as DecimalText);
}

/** `1250` basis points as "12.50" (a percentage typed in a form). */
export const bpToPercentText = (bp: number) => scaledText(bp, 2);

/** "12.5" as 1250 basis points; null when it is not a number with at most 2 decimals. */
export function percentTextToBp(text: string): number | null {
  const match = /^\s*(\d{1,6})(?:\.(\d{0,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The ways an amount of `currency` is marked: its code and its symbols in both languages. */
function currencySymbols(currency: string): string[] {
  const symbols = new Set([currency]);
  for (const locale of ['en', 'ms']) {
    const part = currencyFormat(locale, currency)
      ?.formatToParts(0)
      .find((p) => p.type === 'currency');
    if (part) symbols.add(part.value);
  }
  // Longest first, so `JP¥` goes before `¥` could leave a `JP`.
  return [...symbols].sort((a, b) => b.length - a.length);
}

/**
 * What a person typed (or `formatMoney` wrote) as minor units: grouping separators, the currency
 * symbol or code and spaces are ignored; a minus sign may lead; at most the currency's decimals.
 * Null when it is not an amount. Exact: digits are joined as text, never multiplied as a float.
 */
export function parseMoney(text: string, currency: string): number | null {
  const digits = currencyDigits(currency);
  let cleaned = text.replace(/\u2212/g, '-').replace(/[\s,]/g, '');
  for (const symbol of currencySymbols(currency)) cleaned = cleaned.replaceAll(symbol, '');
  cleaned = cleaned.replace(/\p{Sc}/gu, '');
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > digits) return null;
  const minor = Number(`${whole}${fraction.padEnd(digits, '0')}`);
  if (!Number.isSafeInteger(minor) || minor > MAX_AMOUNT_SEN) return null;
  return sign ? -minor || 0 : minor;
}

// --- Wire fields ---------------------------------------------------------------------------

/** An amount field of a body: an integer from 0 to 10^13 sen; a float is refused, not rounded. */
export const amountSen = v.pipe(
  v.number('validation.numberOnly'),
  v.integer('validation.integer'),
  range(0, MAX_AMOUNT_SEN),
);

/** A line quantity (pax, units): a whole number from 1 to 9,999. */
export const quantity = v.pipe(
  v.number('validation.numberOnly'),
  v.integer('validation.integer'),
  range(1, MAX_QUANTITY),
);

export const sstRate = v.picklist(SST_RATES, 'validation.invalid');
export const currency = v.picklist(CURRENCIES, 'validation.invalid');
