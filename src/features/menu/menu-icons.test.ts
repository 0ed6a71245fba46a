import { describe, expect, it } from 'vitest';
import { BUILT_IN_MENU, type BuiltInItem } from '../../contract/menu-tree';
import { menuIcon } from './menu-icons';

const allItems = (items: BuiltInItem[]): BuiltInItem[] =>
  items.flatMap((item) => [item, ...allItems(item.children ?? [])]);

describe('menuIcon', () => {
  it('draws every icon the built-in menu names (none falls back to the dot)', () => {
    const undrawn = allItems(BUILT_IN_MENU)
      .filter((item) => menuIcon(item.icon) === 'dot')
      .map((item) => `${item.key}: ${item.icon}`);
    expect(undrawn).toEqual([]);
  });

  it('gives an unknown or missing name the dot', () => {
    expect(menuIcon('rocket')).toBe('dot');
    expect(menuIcon(null)).toBe('dot');
    expect(menuIcon('user-plus')).toBe('userPlus');
  });
});
