/** A menu item as the contract's MenuItem plus `version`. */
import { float } from '../../../lib/sql-format';

export const MENU_FROM = 'menus mn';

export const MENU_COLUMNS = `mn.id AS "id", mn.parent_id AS "parentId", mn.key AS "key",
  mn.title AS "title", mn.type AS "type", mn.path AS "path", mn.icon AS "icon",
  mn.sort_order AS "sortOrder", ${float('mn.version')} AS "version"`;
