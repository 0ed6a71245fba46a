/**
 * When two markups would both price the same sale (docs/ARCHITECTURE.md, Markups): the
 * rule the server applies before a create, an update or an activation, and the form may ask too.
 */
import type { Markup, MarkupAppliesTo } from './markup';

export type OverlapFields = Pick<
  Markup,
  | 'id'
  | 'appliesTo'
  | 'cabinType'
  | 'hotelRating'
  | 'merchantId'
  | 'clientId'
  | 'validFrom'
  | 'validTo'
  | 'status'
>;

/** The cabin of a flight markup, the rating of a hotel one. */
export const markupClass = (markup: {
  appliesTo: MarkupAppliesTo;
  cabinType: string | null;
  hotelRating: string | null;
}): string => (markup.appliesTo === 'Flights' ? markup.cabinType : markup.hotelRating) ?? 'Any';

const classesMeet = (a: OverlapFields, b: OverlapFields) => {
  const [left, right] = [markupClass(a), markupClass(b)];
  return left === right || left === 'Any' || right === 'Any';
};

/** Both `yyyy-mm-dd` ranges share a day; a null end is open. */
export const datesMeet = (a: OverlapFields, b: OverlapFields) =>
  (a.validTo === null || b.validFrom <= a.validTo) && (b.validTo === null || a.validFrom <= b.validTo);

/**
 * Two Active markups overlap when they apply to the same thing (the same area, and cabins or
 * ratings equal or either 'Any'), to the same scope (all merchants, one merchant, or one client of
 * it: scopes are compared as they are, a merchant's markup does not overlap a client's) and their
 * validity ranges meet. A markup never overlaps itself.
 */
export function markupsOverlap(a: OverlapFields, b: OverlapFields): boolean {
  return (
    a.id !== b.id &&
    a.status === 'Active' &&
    b.status === 'Active' &&
    a.appliesTo === b.appliesTo &&
    a.merchantId === b.merchantId &&
    a.clientId === b.clientId &&
    classesMeet(a, b) &&
    datesMeet(a, b)
  );
}

/** The first of `others` the markup overlaps (in their order), or undefined. */
export const findOverlap = <T extends OverlapFields>(markup: OverlapFields, others: readonly T[]) =>
  others.find((other) => markupsOverlap(markup, other));
