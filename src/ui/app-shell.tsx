import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';

type AppShellProps = { nav: ReactNode; navbarEnd: ReactNode; banner?: ReactNode; children: ReactNode };

/**
 * The default layout: vertical navigation beside the content and a sticky navbar (SPEC §9
 * defaults). Below 1280 px the navigation becomes an overlay opened from the navbar.
 */
export function AppShell({ nav, navbarEnd, banner, children }: AppShellProps) {
  const { t } = useLingui();
  const [isNavOpen, setNavOpen] = useState(false);
  return (
    <div className={css({ minH: '100dvh', display: 'flex' })}>
      <a
        href="#main"
        className={css({
          position: 'absolute',
          left: '-9999px',
          _focus: { left: '2', top: '2', zIndex: 50, bg: 'bg.surface', p: '2' },
        })}
      >
        {t`Skip to content`}
      </a>
      <aside
        id="app-navigation"
        data-open={isNavOpen || undefined}
        className={css({
          w: '64',
          flexShrink: 0,
          bg: 'bg.surface',
          borderRightWidth: '1px',
          borderColor: 'border.default',
          display: { base: 'none', lg: 'block' },
          position: { base: 'fixed', lg: 'sticky' },
          top: 0,
          h: '100dvh',
          overflowY: 'auto',
          zIndex: 40,
          '&[data-open]': { display: 'block', boxShadow: 'xl' },
        })}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setNavOpen(false);
        }}
      >
        {nav}
      </aside>
      <div className={css({ flex: '1', minW: 0, display: 'flex', flexDirection: 'column' })}>
        <header
          className={css({
            position: 'sticky',
            top: 0,
            zIndex: 30,
            h: '16',
            px: '4',
            display: 'flex',
            alignItems: 'center',
            gap: '3',
            bg: 'bg.surface/80',
            backdropFilter: 'blur(8px)',
            borderBottomWidth: '1px',
            borderColor: 'border.default',
          })}
        >
          <button
            type="button"
            aria-controls="app-navigation"
            aria-expanded={isNavOpen}
            onClick={() => setNavOpen((open) => !open)}
            className={css({ display: { base: 'inline-flex', lg: 'none' }, p: '2', cursor: 'pointer' })}
          >
            <span aria-hidden>☰</span>
            <span className={css({ srOnly: true })}>{t`Navigation menu`}</span>
          </button>
          <div className={css({ ml: 'auto', display: 'flex', alignItems: 'center', gap: '3' })}>
            {navbarEnd}
          </div>
        </header>
        {banner}
        <main id="main" tabIndex={-1} className={css({ flex: '1', p: { base: '4', md: '6' } })}>
          <div className={css({ maxW: '7xl', mx: 'auto' })}>{children}</div>
        </main>
      </div>
    </div>
  );
}
