import type { InvoiceNote } from '../../contract';

/** What the adjustment enquiry's totals show for one currency (integer minor units). */
export type CurrencyTotals = {
  currency: string;
  creditCount: number;
  creditSen: number;
  debitCount: number;
  debitSen: number;
};

/**
 * Totals by type of the notes in a view (docs/ARCHITECTURE.md, Invoicing): for each currency, how
 * many credit and debit notes and the sum of each, in integers, never added across currencies.
 * Deactivated notes are left out: a deactivated document corrects nothing any more. Currencies
 * with the most notes come first, then by code; a view with none answers one empty row of MYR.
 */
export function totalsByType(
  notes: Iterable<Pick<InvoiceNote, 'kind' | 'status' | 'currency' | 'totalSen'>>,
) {
  const perCurrency = new Map<string, CurrencyTotals>();
  for (const note of notes) {
    if (note.status !== 'Active') continue;
    const sums = perCurrency.get(note.currency) ?? {
      currency: note.currency,
      creditCount: 0,
      creditSen: 0,
      debitCount: 0,
      debitSen: 0,
    };
    if (note.kind === 'Credit') {
      sums.creditCount += 1;
      sums.creditSen += note.totalSen;
    } else {
      sums.debitCount += 1;
      sums.debitSen += note.totalSen;
    }
    perCurrency.set(note.currency, sums);
  }
  const totals = [...perCurrency.values()];
  if (!totals.length) return [{ currency: 'MYR', creditCount: 0, creditSen: 0, debitCount: 0, debitSen: 0 }];
  const size = (sums: CurrencyTotals) => sums.creditCount + sums.debitCount;
  return totals.sort((a, b) => size(b) - size(a) || (a.currency < b.currency ? -1 : 1));
}
