import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../contract';
import { buildMenuTree } from './menu-tree';

const item = (
  id: string,
  parentId: string | null,
  sortOrder: number,
  type: MenuItem['type'] = 'Link',
): MenuItem => ({
  id,
  parentId,
  key: id,
  title: id,
  type,
  path: type === 'Link' ? `/${id}` : null,
  icon: null,
  sortOrder,
});

describe('buildMenuTree', () => {
  it('nests links under their category in sort order', () => {
    const tree = buildMenuTree([
      item('b', 'cat', 2),
      item('cat', null, 1, 'Category'),
      item('a', 'cat', 1),
      item('home', null, 0),
    ]);
    expect(tree.map((node) => node.id)).toEqual(['home', 'cat']);
    expect(tree[1]?.children.map((node) => node.id)).toEqual(['a', 'b']);
  });

  it('drops empty categories and lifts orphans to the top level', () => {
    const tree = buildMenuTree([item('empty', null, 1, 'Category'), item('orphan', 'missing', 2)]);
    expect(tree.map((node) => node.id)).toEqual(['orphan']);
  });
});
