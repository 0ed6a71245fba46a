import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DEFAULT_CURRENCY, exchangeRateText, formatMoney, toMyrSen } from '../../contract';

type PrintRow = readonly [ReactNode, ReactNode];

/**
 * A printed document not in MYR (docs/e-invoicing.md, Foreign currency): its exchange rate among
 * its fields and its SST in MYR, at that rate, below its totals, as its e-invoice reports them.
 * A MYR document, or one without its rate yet, prints neither.
 */
export function exchangeRatePrint(
  document: { currency: string; exchangeRate: string | null; taxSen: number },
  locale: string,
): { fields: PrintRow[]; totals: PrintRow[] } {
  const { currency, exchangeRate: rate } = document;
  if (currency === DEFAULT_CURRENCY || !rate) return { fields: [], totals: [] };
  const taxInMyr = formatMoney(toMyrSen(document.taxSen, currency, rate), DEFAULT_CURRENCY, locale);
  return {
    fields: [[<Trans key="e">Exchange rate / Kadar pertukaran</Trans>, exchangeRateText(currency, rate)]],
    totals: [[<Trans key="m">SST in MYR / SST dalam MYR</Trans>, taxInMyr]],
  };
}
