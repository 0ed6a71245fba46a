import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../contract';
import {
  buildFunctionList,
  buildFunctionRows,
  buildMenuRows,
  isSameSet,
  isSuperAdmin,
  menuCheckState,
  toggleFunction,
  toggleMenuKey,
} from './access-model';

const item = (
  id: string,
  key: string,
  type: MenuItem['type'],
  parentId: string | null,
  sortOrder: number,
) => ({
  id,
  key,
  title: key,
  type,
  parentId,
  path: type === 'Link' ? `/${key.replace('.', '/')}` : null,
  icon: null,
  sortOrder,
});

// Shuffled on purpose: the rows come out in menu order whatever the mirror's order.
const ITEMS: MenuItem[] = [
  item('3', 'merchant.list', 'Link', '2', 2),
  item('5', 'access', 'Category', null, 3),
  item('2', 'merchant', 'Category', null, 2),
  item('4', 'merchant.create', 'Link', '2', 1),
  item('6', 'access.uac', 'Link', '5', 1),
  item('1', 'dashboard', 'Link', null, 1),
  item('7', 'orphan', 'Link', 'gone', 9),
];

const rows = buildMenuRows(ITEMS);
const staff = { scope: 'staff' as const };
const merchant = { scope: 'merchant' as const };

describe('buildMenuRows', () => {
  it('orders categories with their items under them, indented, and keeps orphans at the top', () => {
    expect(rows.map((row) => [row.item.key, row.depth])).toEqual([
      ['dashboard', 0],
      ['merchant', 0],
      ['merchant.create', 1],
      ['merchant.list', 1],
      ['access', 0],
      ['access.uac', 1],
      ['orphan', 0],
    ]);
    expect(rows.find((row) => row.item.key === 'merchant')?.childKeys).toEqual([
      'merchant.create',
      'merchant.list',
    ]);
  });

  it('survives a parent cycle without looping', () => {
    const cyclic = [item('a', 'a', 'Category', 'b', 1), item('b', 'b', 'Category', 'a', 1)];
    expect(buildMenuRows(cyclic)).toEqual([]);
  });
});

describe('toggleMenuKey', () => {
  it('ticking a category ticks every item under it', () => {
    expect(toggleMenuKey(rows, staff, ['dashboard'], 'merchant', true)).toEqual([
      'dashboard',
      'merchant',
      'merchant.create',
      'merchant.list',
    ]);
  });

  it('clearing a category clears its items', () => {
    const granted = ['dashboard', 'merchant', 'merchant.create', 'merchant.list'];
    expect(toggleMenuKey(rows, staff, granted, 'merchant', false)).toEqual(['dashboard']);
  });

  it('ticking an item ticks its category, clearing it leaves the category', () => {
    const ticked = toggleMenuKey(rows, staff, [], 'access.uac', true);
    expect(ticked).toEqual(['access', 'access.uac']);
    expect(toggleMenuKey(rows, staff, ticked, 'access.uac', false)).toEqual(['access']);
  });

  it('never gives a merchant role a staff menu', () => {
    // merchant.create is staff work; merchant.list is merchant-assignable.
    expect(toggleMenuKey(rows, merchant, [], 'merchant', true)).toEqual(['merchant', 'merchant.list']);
    expect(toggleMenuKey(rows, merchant, [], 'access', true)).toEqual([]);
  });

  it('keeps grants the matrix does not show', () => {
    expect(toggleMenuKey(rows, staff, ['custom.gone'], 'dashboard', true)).toEqual([
      'dashboard',
      'custom.gone',
    ]);
  });
});

describe('menuCheckState', () => {
  const category = rows.find((row) => row.item.key === 'merchant');
  it('is mixed when only some items of a category are granted', () => {
    if (!category) throw new Error('no category row');
    expect(menuCheckState(category, new Set(['merchant.list']))).toBe('mixed');
    expect(menuCheckState(category, new Set(['merchant']))).toBe(true);
    expect(menuCheckState(category, new Set())).toBe(false);
  });
});

describe('function matrix', () => {
  const functionRows = buildFunctionRows(rows, ['dashboard', 'merchant', 'merchant.list']);

  it('lists the granted links under their categories as headings', () => {
    expect(functionRows.map((row) => [row.kind, row.item.key])).toEqual([
      ['link', 'dashboard'],
      ['heading', 'merchant'],
      ['link', 'merchant.list'],
    ]);
  });

  it('sends the ticked cells and keeps grants the matrix does not show', () => {
    const previous = ['merchant:view', 'merchant.list:view', 'merchant.list:export', 'access.uac:view'];
    let checked = toggleFunction(new Set(previous), 'merchant.list', 'export', false);
    checked = toggleFunction(checked, 'dashboard', 'view', true);
    checked = toggleFunction(checked, 'merchant.list', 'update', true);
    expect(buildFunctionList(functionRows, previous, checked).sort()).toEqual(
      [
        'access.uac:view',
        'dashboard:view',
        'merchant.list:update',
        'merchant.list:view',
        'merchant:view',
      ].sort(),
    );
  });
});

describe('helpers', () => {
  it('recognises Super Admin only as the built-in role of that name', () => {
    expect(isSuperAdmin({ isSystem: true, name: 'Super Admin' })).toBe(true);
    expect(isSuperAdmin({ isSystem: false, name: 'Super Admin' })).toBe(false);
    expect(isSuperAdmin({ isSystem: true, name: 'Merchant Admin' })).toBe(false);
  });

  it('compares grant lists as sets', () => {
    expect(isSameSet(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(isSameSet(['a', 'b'], ['a', 'a'])).toBe(false);
  });
});
