import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { MenuListSchema, type MenuItem } from '../../contract';
import { getMirror } from '../../lib/db';
import { readPref, writePref } from '../../lib/prefs/prefs';
import { getMenuList } from './menu.api';

type MenuState = { items: MenuItem[]; status: 'loading' | 'ready' | 'error' };

const parseMenu = (raw: string) => {
  try {
    const parsed = v.safeParse(MenuListSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The signed-in user's navigation. The last menu is kept per user so the navigation shows at once
 * and with no network; the call then refreshes it, and again whenever a pull brings a new version
 * of the user's role or of the menu (an administrator changed the grants or the items).
 */
export function useMenu(userId: string, roleId: string): MenuState {
  const prefName = `menu:${userId}`;
  const [state, setState] = useState<MenuState>(() => {
    const cached = readPref(prefName, parseMenu);
    return cached ? { items: cached, status: 'ready' } : { items: [], status: 'loading' };
  });

  const changeMark = useLiveQuery(async () => {
    const db = getMirror();
    if (!db) return '';
    const [role, newestItem] = await Promise.all([db.roles.get(roleId), db.menu.orderBy('version').last()]);
    return `${role?.version ?? 0}:${newestItem?.version ?? 0}`;
  }, [roleId]);

  useEffect(() => {
    let isCurrent = true;
    getMenuList().then(
      (items) => {
        writePref(prefName, JSON.stringify(items));
        if (isCurrent) setState({ items, status: 'ready' });
      },
      () => {
        if (isCurrent)
          setState((previous) => (previous.items.length ? previous : { items: [], status: 'error' }));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [prefName, changeMark]);

  return state;
}
