import { describe, expect, it } from 'vitest';
import { findOverlap, markupsOverlap } from './markup-rules';
import type { OverlapFields } from './markup-rules';

const M1 = '11111111-1111-4111-8111-111111111111';
const C1 = '22222222-2222-4222-8222-222222222222';
const base: OverlapFields = {
  id: 'a',
  appliesTo: 'Flights',
  cabinType: 'Economy',
  hotelRating: null,
  merchantId: null,
  clientId: null,
  validFrom: '2026-01-01',
  validTo: '2026-06-30',
  status: 'Active',
};
const other = (change: Partial<OverlapFields>): OverlapFields => ({ ...base, id: 'b', ...change });

describe('markupsOverlap', () => {
  it('same area, class, scope and meeting dates overlap, both ways', () => {
    const b = other({ validFrom: '2026-06-30', validTo: null });
    expect(markupsOverlap(base, b)).toBe(true);
    expect(markupsOverlap(b, base)).toBe(true);
  });

  it("'Any' meets every class; different classes do not meet", () => {
    expect(markupsOverlap(base, other({ cabinType: 'Any' }))).toBe(true);
    expect(markupsOverlap(base, other({ cabinType: 'Business' }))).toBe(false);
    const hotel = { ...base, appliesTo: 'Hotels', cabinType: null, hotelRating: '4' } as const;
    expect(markupsOverlap(hotel, other({ appliesTo: 'Hotels', cabinType: null, hotelRating: 'Any' }))).toBe(
      true,
    );
    expect(markupsOverlap(hotel, other({ appliesTo: 'Hotels', cabinType: null, hotelRating: '5' }))).toBe(
      false,
    );
  });

  it('different areas, scopes or days never overlap', () => {
    expect(markupsOverlap(base, other({ appliesTo: 'Hotels', cabinType: null, hotelRating: 'Any' }))).toBe(
      false,
    );
    expect(markupsOverlap(base, other({ merchantId: M1 }))).toBe(false);
    expect(markupsOverlap({ ...base, merchantId: M1 }, other({ merchantId: M1, clientId: C1 }))).toBe(false);
    expect(markupsOverlap(base, other({ validFrom: '2026-07-01', validTo: null }))).toBe(false);
    expect(
      markupsOverlap({ ...base, validTo: null }, other({ validFrom: '2025-01-01', validTo: '2025-12-31' })),
    ).toBe(false);
  });

  it('an open end meets every later range; an Inactive markup and itself never overlap', () => {
    expect(
      markupsOverlap({ ...base, validTo: null }, other({ validFrom: '2030-01-01', validTo: null })),
    ).toBe(true);
    expect(markupsOverlap(base, other({ status: 'Inactive' }))).toBe(false);
    expect(markupsOverlap(base, { ...base })).toBe(false);
  });

  it('findOverlap names the first it meets', () => {
    const c = other({ id: 'c', cabinType: 'Any' });
    expect(findOverlap(base, [other({ cabinType: 'First' }), c, other({ id: 'd' })])).toBe(c);
    expect(findOverlap(base, [])).toBeUndefined();
  });
});
