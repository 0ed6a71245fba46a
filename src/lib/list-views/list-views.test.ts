// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addView,
  clearListPrefsCache,
  deleteView,
  EMPTY_PREFS,
  findDefaultView,
  getListPrefs,
  hasFilters,
  listPrefsKey,
  parseListPrefs,
  renameView,
  setDefaultView,
  toggleColumn,
  updateListPrefs,
  viewQueryOf,
  visibleColumnKeys,
} from '.';

const columns = [
  { key: 'name', isDefault: true },
  { key: 'email', isDefault: true },
  { key: 'phone', isDefault: false },
];

const view = { id: 'v1', name: 'Active', query: { status: 'Active', sortKey: 'name' }, columns: ['name'] };

describe('column choice (docs/ARCHITECTURE.md, List tools)', () => {
  it('shows the defaults until chosen, and drops keys the columns file no longer has', () => {
    expect(visibleColumnKeys(columns, null)).toEqual(['name', 'email']);
    expect(visibleColumnKeys(columns, ['phone', 'gone'])).toEqual(['phone']);
    expect(visibleColumnKeys(columns, ['gone'])).toEqual(['name', 'email']);
  });

  it('keeps the columns file order and never hides the last column', () => {
    expect(toggleColumn(columns, null, 'phone', true)).toEqual(['name', 'email', 'phone']);
    expect(toggleColumn(columns, ['email'], 'name', true)).toEqual(['name', 'email']);
    expect(toggleColumn(columns, ['email'], 'email', false)).toEqual(['email']);
  });
});

describe('saved views', () => {
  it('adds, renames, makes default and deletes', () => {
    let prefs = addView(EMPTY_PREFS, view);
    prefs = renameView(setDefaultView(prefs, 'v1'), 'v1', 'Only active');
    expect(findDefaultView(prefs)?.name).toBe('Only active');
    expect(setDefaultView(prefs, 'nope').defaultViewId).toBeNull();
    prefs = deleteView(prefs, 'v1');
    expect(prefs).toEqual(EMPTY_PREFS);
  });

  it('keeps filters and sort of a query, not paging or blanks', () => {
    expect(
      viewQueryOf({ pageSize: 10, curPageIndex: 2, sortKey: 'name', sortOrder: 'asc', q: '', status: 'A' }),
    ).toEqual({ sortKey: 'name', sortOrder: 'asc', status: 'A' });
    expect(hasFilters({ pageSize: 10, sortKey: 'name', status: '' })).toBe(false);
    expect(hasFilters({ status: 'Active' })).toBe(true);
  });
});

describe('stored preferences', () => {
  beforeEach(() => {
    localStorage.clear();
    clearListPrefsCache();
  });

  it('keeps the chosen density; an older record or an unknown one reads as comfortable', () => {
    expect(parseListPrefs(JSON.stringify({ density: 'compact' })).density).toBe('compact');
    expect(parseListPrefs(JSON.stringify({ columns: ['name'] })).density).toBe('comfortable');
    const unknown = parseListPrefs(JSON.stringify({ columns: ['name'], density: 'tiny' }));
    expect(unknown).toMatchObject({ columns: ['name'], density: 'comfortable' });
  });

  it('drops bad stored data without failing', () => {
    expect(parseListPrefs('{not json')).toEqual(EMPTY_PREFS);
    expect(parseListPrefs('[1,2]')).toEqual(EMPTY_PREFS);
    expect(parseListPrefs(JSON.stringify({ columns: 'name' }))).toEqual(EMPTY_PREFS);
    const stored = {
      columns: ['name'],
      views: [view, { id: 'v2', name: '' }, { id: 'v3', name: 'x', query: { a: {} }, columns: [] }, 7, view],
      defaultViewId: 'v2',
    };
    expect(parseListPrefs(JSON.stringify(stored))).toEqual({
      columns: ['name'],
      density: 'comfortable',
      views: [view],
      defaultViewId: null,
    });
  });

  it('survives a reload, per user and list', () => {
    updateListPrefs('u1', 'merchants:list', (prefs) => setDefaultView(addView(prefs, view), 'v1'));
    clearListPrefsCache();
    expect(findDefaultView(getListPrefs('u1', 'merchants:list'))).toEqual(view);
    expect(getListPrefs('u2', 'merchants:list')).toEqual(EMPTY_PREFS);
    expect(getListPrefs('u1', 'users:list')).toEqual(EMPTY_PREFS);
    expect(localStorage.getItem(listPrefsKey('u1', 'merchants:list'))).toContain('"Active"');
  });
});
