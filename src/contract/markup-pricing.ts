/**
 * The price of a fare or room rate under a markup (docs/ARCHITECTURE.md, Markups): the
 * one function the form's preview and `POST Markup/quote` share, so both show the same sen.
 *
 * Everything is computed per unit (a ticket, or a room night) and multiplied by the units, so a
 * total is always exactly `units × per-unit figure`: a percentage is rounded half-up once, on one
 * unit, never on the sum. Integer sen throughout (BigInt for the percentage's product).
 */
import type { Markup } from './markup';
import { divideRoundHalfUp } from './money';

/** The largest base fare or room rate a quote takes: RM 10 million per unit. */
export const MAX_QUOTE_BASE_SEN = 1_000_000_000;
export const MAX_QUOTE_PAX = 999;
export const MAX_QUOTE_NIGHTS = 365;
export const MAX_QUOTE_ROOMS = 99;
/** A percentage markup's largest value, in basis points (100.00 %). */
export const MAX_MARKUP_BP = 10_000;
/** A fixed markup's or a fee's largest value per unit: RM 1 million. */
export const MAX_MARKUP_FIXED_SEN = 100_000_000;

export type PricedMarkup = Pick<
  Markup,
  'markupKind' | 'markupValue' | 'serviceFeeSen' | 'maintenanceFeeSen' | 'basis'
>;

/** Per ticket: pax; per room night: nights and rooms. */
export type QuoteUnits = { pax: number } | { nights: number; rooms: number };

export type PriceInput = { markup: PricedMarkup; baseSen: number } & QuoteUnits;

export type UnitFigures = {
  baseSen: number;
  markupSen: number;
  /** What the traveller pays before fees: base + markup. */
  sellingSen: number;
  serviceFeeSen: number;
  maintenanceFeeSen: number;
  totalSen: number;
};

export type Price = UnitFigures & {
  /** Tickets, or room nights (nights × rooms). */
  units: number;
  perUnit: UnitFigures;
};

/** How many units the quote prices under the markup's basis (0 when the units do not fit it). */
export function quoteUnits(basis: PricedMarkup['basis'], units: QuoteUnits): number {
  if (basis === 'PerTicket') return 'pax' in units ? units.pax : 0;
  return 'nights' in units ? units.nights * units.rooms : 0;
}

/** The markup on one unit's base: basis points half-up, or the fixed sen. */
export function unitMarkupSen(markup: PricedMarkup, baseSen: number): number {
  if (markup.markupKind === 'Fixed') return markup.markupValue;
  return Number(divideRoundHalfUp(BigInt(baseSen) * BigInt(markup.markupValue), 10_000n));
}

export function priceWithMarkup(input: PriceInput): Price {
  const { markup, baseSen } = input;
  const units = quoteUnits(markup.basis, input);
  const markupSen = unitMarkupSen(markup, baseSen);
  const perUnit: UnitFigures = {
    baseSen,
    markupSen,
    sellingSen: baseSen + markupSen,
    serviceFeeSen: markup.serviceFeeSen,
    maintenanceFeeSen: markup.maintenanceFeeSen,
    totalSen: baseSen + markupSen + markup.serviceFeeSen + markup.maintenanceFeeSen,
  };
  return {
    units,
    perUnit,
    baseSen: perUnit.baseSen * units,
    markupSen: perUnit.markupSen * units,
    sellingSen: perUnit.sellingSen * units,
    serviceFeeSen: perUnit.serviceFeeSen * units,
    maintenanceFeeSen: perUnit.maintenanceFeeSen * units,
    totalSen: perUnit.totalSen * units,
  };
}
