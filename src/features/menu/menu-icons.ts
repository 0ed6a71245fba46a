import type { IconName } from '../../ui/icons';

/** The menu rows' icon names (kebab-case, stored on the server) drawn by the app's icon set. */
const MENU_ICONS: Record<string, IconName> = {
  home: 'home',
  store: 'store',
  plus: 'plus',
  list: 'list',
  clock: 'clock',
  check: 'check',
  users: 'users',
  'user-plus': 'userPlus',
  shield: 'shield',
  key: 'key',
  plane: 'plane',
  briefcase: 'briefcase',
  percent: 'percent',
  wallet: 'wallet',
  history: 'history',
  file: 'file',
  search: 'search',
  inbox: 'inbox',
  help: 'help',
};

/** An item an administrator added may name an icon the app does not draw: it gets a dot. */
export const menuIcon = (name: string | null): IconName => (name && MENU_ICONS[name]) || 'dot';
