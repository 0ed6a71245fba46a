/**
 * Number fields of the line editors: quantities and money are typed as text. Each line
 * keeps the parsed value beside its text, parsed once when that field changes, so the totals of a
 * 200-line invoice are sums over numbers on each keystroke, never 400 re-parses. Money goes
 * through `parseMoney` (exact: digits joined as text, never a float).
 */
import type { MessageParams } from '../../contract';
import { MAX_AMOUNT_SEN, MAX_QUANTITY, parseMoney, toDecimalText } from '../../contract';

/** A field's message before the contract's schema sees it: a code (messages.ts) and its params. */
export type FieldMessage = { code: string; params?: MessageParams };

/** A whole number typed as text, or null. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return null;
  return Number(trimmed);
}

/**
 * Why a quantity is refused (docs/product.md, Validation messages: required, number-only, integer, range), or
 * null.
 */
export function quantityMessage(text: string): FieldMessage | null {
  const trimmed = text.trim();
  if (!trimmed) return { code: 'validation.required' };
  if (/^-?\d*[.,]\d+$/.test(trimmed)) return { code: 'validation.integer' };
  if (!/^-?\d+$/.test(trimmed)) return { code: 'validation.numberOnly' };
  const value = Number(trimmed);
  if (value < 1 || value > MAX_QUANTITY)
    return { code: 'validation.range', params: { min: 1, max: MAX_QUANTITY } };
  return null;
}

/** Why an amount is refused, or null. The range is said in the currency's units (0.00 to …). */
export function moneyMessage(text: string, currency: string): FieldMessage | null {
  const trimmed = text.trim();
  if (!trimmed) return { code: 'validation.required' };
  const value = parseMoney(trimmed, currency);
  const range: FieldMessage = {
    code: 'validation.range',
    params: { min: toDecimalText(0, currency), max: toDecimalText(MAX_AMOUNT_SEN, currency) },
  };
  if (value === null) {
    // Digits that are too many, too precise or too large are a range problem, not a typo.
    return /^-?[\d,]+(\.\d+)?$/.test(trimmed.replace(/\s/g, '')) ? range : { code: 'validation.numberOnly' };
  }
  return value < 0 ? range : null;
}

/** A quantity for the totals: 0 while the text is not one yet. */
export const quantityOrZero = (text: string) => parseQuantity(text) ?? 0;

/** An amount for the totals: 0 while the text is not one yet (or is negative). */
export function moneyOrZero(text: string, currency: string): number {
  const value = parseMoney(text, currency);
  return value !== null && value > 0 ? value : 0;
}
