import { describe, expect, it } from 'vitest';
import { isSameValue, mergeFields } from './merge';

const base = { id: 'm1', merchantName: 'Acme', email: 'a@x.my', status: 'Active', city: 'Ipoh', version: 3 };

describe('mergeFields', () => {
  it('keeps my change to a field they did not touch', () => {
    const result = mergeFields(base, { ...base, status: 'Inactive' }, { ...base, version: 4 });
    expect(result).toEqual({ merged: { ...base, status: 'Inactive', version: 4 }, conflicts: [] });
  });

  it('takes their change to a field I did not touch', () => {
    const result = mergeFields(base, base, { ...base, city: 'Kuantan', version: 4 });
    expect(result.merged.city).toBe('Kuantan');
    expect(result.conflicts).toEqual([]);
  });

  it('combines changes to different fields', () => {
    const result = mergeFields(
      base,
      { ...base, status: 'Inactive' },
      { ...base, email: 'new@x.my', version: 5 },
    );
    expect(result.merged).toEqual({ ...base, status: 'Inactive', email: 'new@x.my', version: 5 });
    expect(result.conflicts).toEqual([]);
  });

  it('is no conflict when both changed a field to the same value', () => {
    const result = mergeFields(base, { ...base, status: 'Inactive' }, { ...base, status: 'Inactive' });
    expect(result).toEqual({ merged: { ...base, status: 'Inactive' }, conflicts: [] });
  });

  it('lists every field both sides changed differently, keeping theirs in the merged row', () => {
    const result = mergeFields(
      base,
      { ...base, status: 'Inactive', city: 'Kuala Lumpur', email: 'me@x.my' },
      { ...base, status: 'Active ', city: 'Penang', email: 'me@x.my', version: 9 },
    );
    expect(result.conflicts).toEqual(['status', 'city']);
    expect(result.merged).toMatchObject({ status: 'Active ', city: 'Penang', email: 'me@x.my' });
  });

  it('ignores bookkeeping fields: version, updatedAt and local `_` fields', () => {
    const result = mergeFields(
      { ...base, updatedAt: 't1', _merchantNameLower: 'acme' },
      { ...base, version: 7, updatedAt: 't2', _pending: true, _merchantNameLower: 'x' },
      { ...base, version: 8, updatedAt: 't3', _merchantNameLower: 'y' },
    );
    expect(result.conflicts).toEqual([]);
    expect(result.merged).toMatchObject({ version: 8, updatedAt: 't3', _merchantNameLower: 'y' });
    expect(result.merged).not.toHaveProperty('_pending');
  });

  it('treats a field I cleared or added as a change', () => {
    const withoutCity: Record<string, unknown> = { ...base };
    delete withoutCity.city;
    expect(mergeFields(base, withoutCity, base).merged).not.toHaveProperty('city');
    expect(mergeFields(base, { ...base, fax: '03-1' }, base).merged.fax).toBe('03-1');
    expect(mergeFields(base, { ...base, fax: '03-1' }, { ...base, fax: '03-2' }).conflicts).toEqual(['fax']);
  });

  it('compares nested values by structure, not identity', () => {
    const withTags = { ...base, tags: ['a', 'b'], limits: { daily: 5 } };
    const result = mergeFields(
      withTags,
      { ...withTags, tags: ['a', 'b'], limits: { daily: 6 } },
      { ...withTags, tags: ['a', 'b', 'c'], limits: { daily: 5 } },
    );
    expect(result).toEqual({
      merged: { ...withTags, tags: ['a', 'b', 'c'], limits: { daily: 6 } },
      conflicts: [],
    });
  });

  it('does not change its inputs', () => {
    const mine = { ...base, status: 'Inactive' };
    const theirs = { ...base, city: 'Penang' };
    mergeFields(base, mine, theirs);
    expect(theirs).toEqual({ ...base, city: 'Penang' });
    expect(mine).toEqual({ ...base, status: 'Inactive' });
  });
});

describe('isSameValue', () => {
  it('compares JSON values structurally', () => {
    expect(isSameValue(null, null)).toBe(true);
    expect(isSameValue(null, undefined)).toBe(false);
    expect(isSameValue(1, '1')).toBe(false);
    expect(isSameValue(Number.NaN, Number.NaN)).toBe(true);
    expect(isSameValue([1, 2], [1, 2])).toBe(true);
    expect(isSameValue([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(isSameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(isSameValue({ a: { b: [1] } }, { a: { b: [1] } })).toBe(true);
  });
});
