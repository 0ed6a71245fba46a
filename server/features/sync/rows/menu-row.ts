/** A menu item as the contract's MenuItem plus `version`. */
import { toCamelRow } from './camel-row';

export const MENU_FROM = 'menus mn';

export const MENU_COLUMNS = `mn.id, mn.parent_id, mn.key, mn.title, mn.type, mn.path, mn.icon,
  mn.sort_order, mn.version`;

export const toMenuRow = toCamelRow;
