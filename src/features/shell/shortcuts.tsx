import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { readPref, writePref } from '../../lib/prefs/prefs';
import { NavbarPopover, panelLink } from '../../ui/navbar-popover';
import type { SearchPage } from './search-sources';

const parsePaths = (raw: string): string[] | undefined => {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? value.filter((path): path is string => typeof path === 'string')
      : undefined;
  } catch {
    return undefined;
  }
};

/** The navbar shortcuts: menu links the user picked, kept per user on this device. */
export function Shortcuts({ userId, pages }: { userId: string; pages: readonly SearchPage[] }) {
  const { t } = useLingui();
  const prefName = `shortcuts:${userId}`;
  const [paths, setPaths] = useState<string[]>(() => readPref(prefName, parsePaths) ?? []);
  const [isEditing, setEditing] = useState(false);
  // Only links the user may still open: a role change can take some away.
  const chosen = pages.filter((page) => paths.includes(page.path));

  const toggle = (path: string, isOn: boolean) => {
    const next = isOn ? [...paths, path] : paths.filter((entry) => entry !== path);
    setPaths(next);
    writePref(prefName, JSON.stringify(next));
  };

  return (
    <NavbarPopover label={t`Shortcuts`} icon="grid" title={<Trans>Shortcuts</Trans>}>
      {isEditing ? (
        <fieldset className={css({ display: 'grid', gap: '1', maxH: '60vh', overflowY: 'auto' })}>
          <legend className={css({ srOnly: true })}>{t`Choose your shortcuts`}</legend>
          {pages.map((page) => (
            <label
              key={page.path}
              className={css({ display: 'flex', gap: '2', fontSize: 'sm', px: '2', py: '1' })}
            >
              <input
                type="checkbox"
                checked={paths.includes(page.path)}
                onChange={(event) => toggle(page.path, event.target.checked)}
              />
              {page.title}
            </label>
          ))}
        </fieldset>
      ) : chosen.length ? (
        <ul className={css({ display: 'grid', gap: '1' })}>
          {chosen.map((page) => (
            <li key={page.path}>
              <Link to={page.path} className={panelLink}>
                {page.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          <Trans>No shortcuts yet. Choose the screens you open most.</Trans>
        </p>
      )}
      <button
        type="button"
        className={button({ variant: 'outline', size: 'sm' })}
        onClick={() => setEditing(!isEditing)}
      >
        {isEditing ? <Trans>Done</Trans> : <Trans>Edit shortcuts</Trans>}
      </button>
    </NavbarPopover>
  );
}
