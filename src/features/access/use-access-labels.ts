import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { FunctionAction, MenuItem, Role } from '../../contract';

/** Translations of the built-in menu items by key; the route hands them in (features/menu). */
export type MenuTitles = Readonly<Record<string, MessageDescriptor>>;

/** The translated labels of the access screens: actions, scopes and menu item titles. */
export function useAccessLabels(menuTitles: MenuTitles = {}) {
  const { t, i18n } = useLingui();
  const actions: Record<FunctionAction, string> = {
    view: t`View`,
    create: t`Create`,
    update: t`Update`,
    status: t`Change status`,
    approve: t`Approve`,
    delete: t`Delete`,
    export: t`Export`,
    assign: t`Assign`,
    reply: t`Reply`,
  };
  const scopes: Record<Role['scope'], string> = { staff: t`Staff`, merchant: t`Merchant` };
  return {
    action: (action: FunctionAction) => actions[action],
    scope: (scope: Role['scope']) => scopes[scope],
    /** Built-in items are translated by key; items an administrator added show their title. */
    menuTitle: (item: Pick<MenuItem, 'key' | 'title'>) => {
      const descriptor = menuTitles[item.key];
      return descriptor ? i18n._(descriptor) : item.title;
    },
  };
}
