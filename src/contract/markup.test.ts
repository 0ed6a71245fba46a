import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issueParams } from './merchant-input';
import { MarkupCreateSchema, MarkupUpdateSchema, normalizeMarkupFields } from './markup';

const valid = {
  id: '3f1c2a9e-7b4d-4c1e-9a2b-5d6e7f8a9b0c',
  name: 'Economy all merchants',
  appliesTo: 'Flights',
  cabinType: 'Economy',
  markupKind: 'Percent',
  markupValue: 1250,
  serviceFeeSen: 1000,
  maintenanceFeeSen: 500,
  validFrom: '2026-01-01',
  validTo: '',
};

const issuesOf = (input: unknown) =>
  (v.safeParse(MarkupCreateSchema, input).issues ?? []).map((issue) => ({
    path: v.getDotPath(issue),
    code: issue.message,
    params: issueParams(issue),
  }));

describe('markup bodies', () => {
  it('a valid create normalizes to stored fields (basis from the area, blanks null)', () => {
    const parsed = v.parse(MarkupCreateSchema, valid);
    expect(normalizeMarkupFields(parsed)).toMatchObject({
      basis: 'PerTicket',
      hotelRating: null,
      merchantId: null,
      clientId: null,
      validTo: null,
    });
  });

  it('reports each cross-field rule at its field', () => {
    expect(issuesOf({ ...valid, cabinType: null })).toEqual([
      { path: 'cabinType', code: 'validation.required', params: undefined },
    ]);
    expect(issuesOf({ ...valid, appliesTo: 'Hotels' })).toEqual([
      { path: 'hotelRating', code: 'validation.required', params: undefined },
    ]);
    expect(issuesOf({ ...valid, markupValue: 10_001 })).toEqual([
      { path: 'markupValue', code: 'validation.range', params: { min: 0, max: 100 } },
    ]);
    expect(issuesOf({ ...valid, clientId: '3f1c2a9e-7b4d-4c1e-9a2b-5d6e7f8a9b0d' })).toEqual([
      { path: 'merchantId', code: 'markup.clientNeedsMerchant', params: undefined },
    ]);
    expect(issuesOf({ ...valid, validTo: '2025-12-31' })).toEqual([
      { path: 'validTo', code: 'markup.validToBeforeFrom', params: undefined },
    ]);
  });

  it('field rules: required name, whole sen, ranges', () => {
    const issues = issuesOf({ ...valid, name: ' ', serviceFeeSen: 1.5, maintenanceFeeSen: -1 });
    expect(issues.map((issue) => [issue.path, issue.code])).toEqual([
      ['name', 'validation.required'],
      ['serviceFeeSen', 'validation.integer'],
      ['maintenanceFeeSen', 'validation.range'],
    ]);
    // A fixed markup may pass 100 (it is sen, not percent).
    expect(issuesOf({ ...valid, markupKind: 'Fixed', markupValue: 50_000 })).toEqual([]);
  });

  it('an update needs its base version', () => {
    expect(v.safeParse(MarkupUpdateSchema, valid).success).toBe(false);
    expect(v.parse(MarkupUpdateSchema, { ...valid, baseVersion: 3 })).toMatchObject({
      baseVersion: 3,
      name: valid.name,
    });
  });
});

describe('markup validity dates', () => {
  it('refuses a day that is not on the calendar, as the database would', async () => {
    const { isCalendarDate } = await import('./fields');
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const day of ['2026-02-30', '6037-79-52', '2026-13-01', '2026-00-10']) {
      expect(isCalendarDate(day)).toBe(false);
    }
  });
});
