import type { MenuItem } from '../../contract';

export type MenuNode = MenuItem & { children: MenuNode[] };

/** Builds the display tree from the flat list; orphans (parent not visible) go to the top level. */
export function buildMenuTree(items: readonly MenuItem[]): MenuNode[] {
  const nodes = new Map(items.map((item) => [item.id, { ...item, children: [] as MenuNode[] }]));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const sort = (list: MenuNode[]) => {
    list.sort((a, b) => a.sortOrder - b.sortOrder);
    for (const node of list) sort(node.children);
  };
  sort(roots);
  // A category with nothing visible under it is noise.
  return roots.filter((node) => node.type === 'Link' || node.children.length > 0);
}
