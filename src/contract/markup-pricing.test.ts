import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_MARKUP_BP,
  MAX_MARKUP_FIXED_SEN,
  MAX_QUOTE_BASE_SEN,
  MAX_QUOTE_NIGHTS,
  MAX_QUOTE_PAX,
  MAX_QUOTE_ROOMS,
  priceWithMarkup,
} from './markup-pricing';
import type { PricedMarkup } from './markup-pricing';

const fee = fc.integer({ min: 0, max: MAX_MARKUP_FIXED_SEN });
const markupOf = (basis: PricedMarkup['basis']) =>
  fc
    .oneof(
      fc.record({
        markupKind: fc.constant('Percent' as const),
        markupValue: fc.integer({ min: 0, max: MAX_MARKUP_BP }),
      }),
      fc.record({ markupKind: fc.constant('Fixed' as const), markupValue: fee }),
    )
    .chain((kind) =>
      fc.record({ serviceFeeSen: fee, maintenanceFeeSen: fee }).map((fees) => ({ ...kind, ...fees, basis })),
    );
const base = fc.integer({ min: 0, max: MAX_QUOTE_BASE_SEN });
const pax = fc.integer({ min: 1, max: MAX_QUOTE_PAX });
const nights = fc.integer({ min: 1, max: MAX_QUOTE_NIGHTS });
const rooms = fc.integer({ min: 1, max: MAX_QUOTE_ROOMS });

const figures = [
  'baseSen',
  'markupSen',
  'sellingSen',
  'serviceFeeSen',
  'maintenanceFeeSen',
  'totalSen',
] as const;

describe('priceWithMarkup', () => {
  it('prices the examples by hand', () => {
    const percent = {
      markupKind: 'Percent',
      markupValue: 1250,
      serviceFeeSen: 1000,
      maintenanceFeeSen: 500,
      basis: 'PerTicket',
    } as const;
    // RM 450.00 + 12.50 % (56.25) + RM 10 + RM 5, for 2 tickets.
    expect(priceWithMarkup({ markup: percent, baseSen: 45_000, pax: 2 })).toMatchObject({
      units: 2,
      perUnit: { markupSen: 5_625, sellingSen: 50_625, totalSen: 52_125 },
      markupSen: 11_250,
      totalSen: 104_250,
    });
    // Half a sen rounds up: 12.50 % of 1 sen is 0.125 -> 0; of 4 sen is 0.5 -> 1.
    expect(priceWithMarkup({ markup: percent, baseSen: 4, pax: 1 }).markupSen).toBe(1);
    const fixed = {
      markupKind: 'Fixed',
      markupValue: 2_000,
      serviceFeeSen: 300,
      maintenanceFeeSen: 0,
      basis: 'PerRoomNight',
    } as const;
    expect(priceWithMarkup({ markup: fixed, baseSen: 25_000, nights: 3, rooms: 2 })).toMatchObject({
      units: 6,
      totalSen: 6 * (25_000 + 2_000 + 300),
    });
  });

  it('total = base + markup + fees, in integers, per ticket × pax', () => {
    fc.assert(
      fc.property(markupOf('PerTicket'), base, pax, (markup, baseSen, count) => {
        const price = priceWithMarkup({ markup, baseSen, pax: count });
        expect(price.units).toBe(count);
        expect(price.totalSen).toBe(
          price.baseSen + price.markupSen + price.serviceFeeSen + price.maintenanceFeeSen,
        );
        expect(price.sellingSen).toBe(price.baseSen + price.markupSen);
        for (const key of figures) {
          expect(price[key]).toBe(price.perUnit[key] * count);
          expect(Number.isSafeInteger(price[key])).toBe(true);
        }
        expect(price.baseSen).toBe(baseSen * count);
      }),
    );
  });

  it('per room night × nights × rooms', () => {
    fc.assert(
      fc.property(markupOf('PerRoomNight'), base, nights, rooms, (markup, baseSen, n, r) => {
        const price = priceWithMarkup({ markup, baseSen, nights: n, rooms: r });
        expect(price.units).toBe(n * r);
        expect(price.totalSen).toBe(
          price.baseSen + price.markupSen + price.serviceFeeSen + price.maintenanceFeeSen,
        );
        for (const key of figures) {
          expect(price[key]).toBe(price.perUnit[key] * n * r);
          expect(Number.isSafeInteger(price[key])).toBe(true);
        }
      }),
    );
  });

  it('a percentage is the basis points of the base, rounded half-up once per unit', () => {
    fc.assert(
      fc.property(base, fc.integer({ min: 0, max: MAX_MARKUP_BP }), (baseSen, bp) => {
        const markup = {
          markupKind: 'Percent',
          markupValue: bp,
          serviceFeeSen: 0,
          maintenanceFeeSen: 0,
          basis: 'PerTicket',
        } as const;
        const { perUnit } = priceWithMarkup({ markup, baseSen, pax: 1 });
        // |markup − base × bp / 10000| ≤ 0.5 sen, with ties up.
        const twice = BigInt(perUnit.markupSen) * 20_000n - BigInt(baseSen) * BigInt(bp) * 2n;
        expect(twice > -10_000n && twice <= 10_000n).toBe(true);
      }),
    );
  });

  it('units that do not fit the basis price nothing', () => {
    const markup = {
      markupKind: 'Fixed',
      markupValue: 100,
      serviceFeeSen: 0,
      maintenanceFeeSen: 0,
      basis: 'PerRoomNight',
    } as const;
    expect(priceWithMarkup({ markup, baseSen: 1_000, pax: 3 }).totalSen).toBe(0);
  });
});
