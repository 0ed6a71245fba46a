import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { MenuListSchema, type MenuItem } from '../../contract';
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
 * and with no network; the call then refreshes it.
 */
export function useMenu(userId: string): MenuState {
  const prefName = `menu:${userId}`;
  const [state, setState] = useState<MenuState>(() => {
    const cached = readPref(prefName, parseMenu);
    return cached ? { items: cached, status: 'ready' } : { items: [], status: 'loading' };
  });

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
  }, [prefName]);

  return state;
}
