/** Translated names of a markup's values, and its markup shown as "12.50 %" or "RM 25.00". */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatMoney, formatPercentBp, markupClass } from '../../contract';
import type { Markup, MarkupAppliesTo, MarkupStatus } from '../../contract';

export const APPLIES_TO_LABELS = { Flights: msg`Flights`, Hotels: msg`Hotels` } as const;
const STATUSES = { Active: msg`Active`, Inactive: msg`Inactive` } as const;
const BASIS_LABELS = { PerTicket: msg`Per ticket`, PerRoomNight: msg`Per room night` } as const;
export const KIND_LABELS = { Percent: msg`Percentage`, Fixed: msg`Fixed amount` } as const;
export const CLASS_LABELS = {
  Any: msg`Any`,
  Economy: msg`Economy`,
  'Premium Economy': msg`Premium Economy`,
  Business: msg({ context: 'cabin class', message: 'Business' }),
  First: msg`First`,
} as const;

export const appliesToLabel = (i18n: I18n, value: MarkupAppliesTo) => i18n._(APPLIES_TO_LABELS[value]);
export const markupStatusLabel = (i18n: I18n, value: MarkupStatus) => i18n._(STATUSES[value]);
export const basisLabel = (i18n: I18n, value: Markup['basis']) => i18n._(BASIS_LABELS[value]);
export const kindLabel = (i18n: I18n, value: Markup['markupKind']) => i18n._(KIND_LABELS[value]);

/** A cabin's name; a hotel rating as "4 ★" ('Any' translated). */
export function classLabel(i18n: I18n, value: string): string {
  if (value in CLASS_LABELS) return i18n._(CLASS_LABELS[value as keyof typeof CLASS_LABELS]);
  return i18n._(msg`${value} star`);
}

export const markupClassLabel = (
  i18n: I18n,
  markup: Pick<Markup, 'appliesTo' | 'cabinType' | 'hotelRating'>,
) => classLabel(i18n, markupClass(markup));

export const markupValueText = (
  markup: Pick<Markup, 'markupKind' | 'markupValue' | 'currency'>,
  locale: string,
) =>
  markup.markupKind === 'Percent'
    ? formatPercentBp(markup.markupValue, locale)
    : formatMoney(markup.markupValue, markup.currency, locale);
