/**
 * The groups a month's consolidated e-invoices are made of (docs/e-invoicing.md, Consolidated):
 * MyInvois carries one `TaxExchangeRate` per document, so the invoices waiting in a month are
 * consolidated per currency and exchange rate, one consolidated e-invoice per group. Pure, so the
 * server's overview and the tests group alike.
 */
import {
  canonicalRate,
  documentExchangeRate,
  needsExchangeRate,
  rateUnits,
  toMyrSen,
} from '../exchange-rate';
import { DEFAULT_CURRENCY, sumSen } from '../money';
import type { PreflightProblem } from './preflight';

/** What grouping reads of a waiting document: its currency, its rate and its figures. */
export type GroupableDocument = {
  currency: string;
  exchangeRate: string | null;
  subtotalSen: number;
  taxSen: number;
  totalSen: number;
};

/** A group's key: its currency and its rate in its one written form (`canonicalRate`), none for MYR. */
export type ConsolidationGroupKey = { currency: string; exchangeRate: string | null };

export type ConsolidationGroup<T extends GroupableDocument> = ConsolidationGroupKey & {
  documents: T[];
  /** In the group's currency, the sum of its documents' to the sen. */
  subtotalSen: number;
  taxSen: number;
  totalSen: number;
  /** The SST in MYR at the group's rate, as the print shows it (`toMyrSen`); null without a rate. */
  taxMyrSen: number | null;
};

/** The group a document belongs to. */
export function groupKeyOf(
  document: Pick<GroupableDocument, 'currency' | 'exchangeRate'>,
): ConsolidationGroupKey {
  const rate = documentExchangeRate(document.currency, document.exchangeRate);
  return { currency: document.currency, exchangeRate: rate === null ? null : canonicalRate(rate) };
}

const keyText = (key: ConsolidationGroupKey) => `${key.currency} ${key.exchangeRate ?? ''}`;

/** MYR first, then currencies alphabetically; within one, no rate first, then the lower rate. */
export function compareGroupKeys(a: ConsolidationGroupKey, b: ConsolidationGroupKey): number {
  if (a.currency !== b.currency) {
    if (a.currency === DEFAULT_CURRENCY) return -1;
    if (b.currency === DEFAULT_CURRENCY) return 1;
    return a.currency.localeCompare(b.currency);
  }
  if (a.exchangeRate === b.exchangeRate) return 0;
  if (a.exchangeRate === null) return -1;
  if (b.exchangeRate === null) return 1;
  return rateUnits(a.exchangeRate) < rateUnits(b.exchangeRate) ? -1 : 1;
}

/** Every document in exactly one group, keeping the documents' order within each. */
export function groupForConsolidation<T extends GroupableDocument>(
  documents: readonly T[],
): ConsolidationGroup<T>[] {
  const groups = new Map<string, { key: ConsolidationGroupKey; documents: T[] }>();
  for (const document of documents) {
    const key = groupKeyOf(document);
    const entry = groups.get(keyText(key)) ?? { key, documents: [] };
    entry.documents.push(document);
    groups.set(keyText(key), entry);
  }
  return [...groups.values()]
    .sort((a, b) => compareGroupKeys(a.key, b.key))
    .map(({ key, documents: members }) => {
      const taxSen = sumSen(members.map((document) => document.taxSen));
      return {
        ...key,
        documents: members,
        subtotalSen: sumSen(members.map((document) => document.subtotalSen)),
        taxSen,
        totalSen: sumSen(members.map((document) => document.totalSen)),
        taxMyrSen: groupTaxMyrSen(key, taxSen),
      };
    });
}

/** A group's SST in MYR: itself in MYR, converted at the group's rate otherwise, none without one. */
export function groupTaxMyrSen(key: ConsolidationGroupKey, taxSen: number): number | null {
  if (key.currency === DEFAULT_CURRENCY) return taxSen;
  return key.exchangeRate === null ? null : toMyrSen(taxSen, key.currency, key.exchangeRate);
}

/**
 * Why a group cannot be consolidated: documents in another currency issued without their rate
 * (before rates were recorded) can never be e-invoiced, as the pre-flight says of each of them.
 */
export function consolidationGroupProblems(key: ConsolidationGroupKey): PreflightProblem[] {
  return needsExchangeRate(key.currency, key.exchangeRate)
    ? [{ field: 'exchangeRate', code: 'eInvoice.exchangeRate', params: { currency: key.currency } }]
    : [];
}
