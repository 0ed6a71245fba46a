/** Menu items as SQL (docs/ARCHITECTURE.md, Entity descriptors): the contract's MenuItem plus `version`, for the pull. */
import type { Resource } from '../lib/entity-list/resource';
import { float } from '../lib/sql-format';

export const MENU_FROM = 'menus mn';

export const MENU_COLUMNS = `mn.id AS "id", mn.parent_id AS "parentId", mn.key AS "key",
  mn.title AS "title", mn.type AS "type", mn.path AS "path", mn.icon AS "icon",
  mn.sort_order AS "sortOrder", ${float('mn.version')} AS "version"`;

export const menuResource: Resource = {
  entity: 'menu',
  table: 'menus',
  from: MENU_FROM,
  columns: MENU_COLUMNS,
  id: 'mn.id',
  scope: null,
};
