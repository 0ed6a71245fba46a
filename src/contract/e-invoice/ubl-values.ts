/**
 * UBL's JSON form (docs/e-invoicing.md, Format): every value is an array of objects holding the
 * value under `_` and its attributes beside it. Amounts are written from integer sen through their
 * exact decimal text (`money.ts`), never computed as floats.
 */
import { toMajorUnits } from '../money';

export type UblValue = { _: string | number } & Record<string, string | number>;
export type UblNode = { [key: string]: UblNode[] | UblValue[] | string };

/** `[{ _: value, ...attributes }]` */
export const ublValue = (value: string | number, attributes: Record<string, string | number> = {}) => [
  { _: value, ...attributes },
];

/** An amount in major units with its currency: 143650 sen -> `[{ _: 1436.5, currencyID: 'MYR' }]`. */
export const ublAmount = (sen: number, currency: string) =>
  ublValue(toMajorUnits(sen, currency), { currencyID: currency });

/** The amount of a UBL amount, back in sen (exact: the decimal text is re-read, not multiplied). */
export function senOf(amount: readonly UblValue[] | undefined): number {
  const value = amount?.[0]?._;
  if (typeof value !== 'number') return Number.NaN;
  const [whole = '0', fraction = ''] = String(value).split('.');
  const sign = whole.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2)));
}
