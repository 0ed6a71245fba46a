/**
 * Random markups for the list engine's equivalence test (entity-index.test.ts): both areas, every
 * cabin and rating, names that differ only in case or accents, global (merchantId null), merchant
 * and client scopes, open-ended and dated validity, both statuses.
 */
import {
  BASIS_OF,
  CABIN_TYPES,
  HOTEL_RATINGS,
  MARKUP_APPLIES_TO,
  MARKUP_KINDS,
  MARKUP_STATUSES,
} from '../../../contract';
import type { Markup } from '../../../contract';
import type { Random } from './random-rows';

const id = (prefix: number, index: number) =>
  `${prefix.toString(16).padStart(8, '0')}-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;

const NAMES = ['Economy fares', 'economy FARES', 'Hôtel 5 étoiles', 'hotel 5 etoiles', 'Promo_10%'];

export function markupRows(count: number, next: Random): Markup[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const day = () =>
    `2026-${pick(['01', '06', '12'])}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`;
  return Array.from({ length: count }, (_, index) => {
    const appliesTo = pick(MARKUP_APPLIES_TO);
    const markupKind = pick(MARKUP_KINDS);
    const merchantId = next() < 0.3 ? null : id(1 + (index % 20), 0);
    const validFrom = day();
    const updatedAt = `2026-11-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}T16:30:00.000Z`;
    return {
      id: id(Math.floor(next() * 2 ** 32), index),
      name: pick(NAMES),
      appliesTo,
      cabinType: appliesTo === 'Flights' ? pick(CABIN_TYPES) : null,
      hotelRating: appliesTo === 'Hotels' ? pick(HOTEL_RATINGS) : null,
      markupKind,
      markupValue: markupKind === 'Percent' ? Math.floor(next() * 2000) : Math.floor(next() * 50_000),
      serviceFeeSen: Math.floor(next() * 5_000),
      maintenanceFeeSen: Math.floor(next() * 1_000),
      basis: BASIS_OF[appliesTo],
      merchantId,
      clientId: merchantId !== null && next() < 0.3 ? id(0xcc, index % 7) : null,
      validFrom,
      validTo: next() < 0.4 ? null : validFrom.replace('2026', '2027'),
      status: pick(MARKUP_STATUSES),
      currency: 'MYR',
      createdAt: updatedAt,
      updatedAt: pick([updatedAt, '2026-11-20T08:00:00.000Z']),
      version: index + 1,
    };
  });
}
