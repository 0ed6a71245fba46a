import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { effectiveLayout, NAV_SWITCH_DELAY_MS, type LayoutPrefs } from '../lib/prefs/layout-rules';
import { BrandMark } from './brand-mark';
import { DemoBanner } from './demo-banner';
import { Icon } from './icons';
import { NavPlacementContext, type NavPlacement } from './nav-placement';
import { ScrollToTop } from './scroll-to-top';
import { useDelayedValue, useViewportWidth } from './use-layout-viewport';

type AppShellProps = {
  layout: LayoutPrefs;
  onToggleCollapsed: () => void;
  nav: ReactNode;
  navbarStart?: ReactNode;
  navbarEnd: ReactNode;
  banner?: ReactNode;
  footer?: ReactNode;
  /** What must stay reachable with the navbar hidden: shown at the foot of the navigation. */
  navbarHiddenTools?: ReactNode;
  children: ReactNode;
};

/**
 * The default layout in all its states (docs/product.md, Layout states): vertical navigation (or a collapsed
 * rail) beside the content, or horizontal navigation under the navbar; navbar and footer sticky, static or
 * hidden; content boxed or fluid. Below 1280 px the navigation is an overlay opened from the navbar. The
 * states are data attributes on the root, so tests and styles read the same thing.
 */
export function AppShell(props: AppShellProps) {
  const { layout, nav, navbarStart, navbarEnd, banner, footer, children } = props;
  const { t } = useLingui();
  const [isDrawerOpen, setNavOpen] = useState(false);
  const effective = effectiveLayout(layout, useViewportWidth());
  // docs/product.md, Layout states: switching the navigation layout waits 500 ms (the customizer shows the
  // choice at once).
  const navLayout = useDelayedValue(effective.navLayout, NAV_SWITCH_DELAY_MS);
  const isOverlay = effective.isOverlayNav;
  const isVertical = isOverlay || navLayout === 'vertical';
  const isRail = isVertical && effective.isNavCollapsed;
  const placement: NavPlacement = !isVertical ? 'horizontal' : isRail ? 'rail' : 'vertical';

  const isNavOpen = isOverlay && isDrawerOpen;
  useEffect(() => {
    if (!isNavOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setNavOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isNavOpen]);

  const closeOnLink = (event: React.MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) setNavOpen(false);
  };

  return (
    <NavPlacementContext.Provider value={placement}>
      <div
        data-shell
        data-nav-layout={isVertical ? 'vertical' : 'horizontal'}
        data-nav-overlay={isOverlay || undefined}
        data-nav-collapsed={effective.isNavCollapsed || undefined}
        data-content-width={layout.contentWidth}
        data-navbar={effective.navbarType}
        data-navbar-blur={layout.isNavbarBlurEnabled || undefined}
        data-footer={layout.footerType}
        className={css({ minH: '100dvh', display: 'flex' })}
      >
        <a href="#main" className={skipLink}>
          {t`Skip to content`}
        </a>
        {isVertical ? (
          <div className={navSlot} data-open={isNavOpen || undefined}>
            {isOverlay && isNavOpen ? (
              <button
                type="button"
                tabIndex={-1}
                aria-hidden
                className={backdrop}
                onClick={() => setNavOpen(false)}
              />
            ) : null}
            <aside id="app-navigation" className={navPanel} onClick={closeOnLink}>
              <p className={brandRow}>
                <BrandMark />
                <span className={isRail ? css({ srOnly: true }) : brandName}>{t`Back Office`}</span>
              </p>
              <div className={navContent}>{nav}</div>
              {effective.navbarType === 'hidden' && props.navbarHiddenTools ? (
                <div className={navTools}>{props.navbarHiddenTools}</div>
              ) : null}
            </aside>
          </div>
        ) : null}
        <div className={css({ flex: '1', minW: 0, display: 'flex', flexDirection: 'column' })}>
          {effective.navbarType === 'hidden' ? null : (
            <header className={navbar}>
              <div
                className={cx(
                  boxed,
                  css({
                    minH: '16',
                    px: { base: '2', sm: '4' },
                    py: '2',
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    gap: { base: '1', sm: '2' },
                  }),
                )}
              >
                {isOverlay ? (
                  <button
                    type="button"
                    aria-controls="app-navigation"
                    aria-expanded={isNavOpen}
                    onClick={() => setNavOpen((open) => !open)}
                    className={iconButton}
                  >
                    <Icon name="menu" />
                    <span className={css({ srOnly: true })}>{t`Navigation menu`}</span>
                  </button>
                ) : isVertical ? (
                  <button
                    type="button"
                    aria-pressed={layout.isVerticalNavCollapsed}
                    onClick={props.onToggleCollapsed}
                    className={iconButton}
                  >
                    <Icon name={layout.isVerticalNavCollapsed ? 'chevronsRight' : 'chevronsLeft'} />
                    <span className={css({ srOnly: true })}>{t`Collapse the navigation`}</span>
                  </button>
                ) : null}
                {isVertical ? null : (
                  <p className={cx(brandRow, css({ p: '0', pe: '2' }))}>
                    <BrandMark />
                    <span className={brandName}>{t`Back Office`}</span>
                  </p>
                )}
                {navbarStart}
                <div
                  className={css({
                    marginInlineStart: 'auto',
                    display: 'flex',
                    flexWrap: 'wrap',
                    justifyContent: 'flex-end',
                    alignItems: 'center',
                    gap: { base: '1', sm: '2' },
                  })}
                >
                  {navbarEnd}
                </div>
              </div>
              {isVertical ? null : (
                <div className={horizontalNav}>
                  <div className={boxed}>{nav}</div>
                </div>
              )}
            </header>
          )}
          <DemoBanner placement="shell" />
          {banner}
          <main id="main" tabIndex={-1} className={css({ flex: '1', p: { base: '4', md: '6' } })}>
            <div className={boxed}>{children}</div>
          </main>
          {layout.footerType === 'hidden' || !footer ? null : (
            <footer className={footerStyle}>
              <div className={cx(boxed, css({ px: { base: '4', md: '6' }, py: '3' }))}>{footer}</div>
            </footer>
          )}
        </div>
        <ScrollToTop />
      </div>
    </NavPlacementContext.Provider>
  );
}

/** Above the page until focused. */
const skipLink = css({
  position: 'absolute',
  insetInlineStart: '2',
  top: '2',
  zIndex: 70,
  bg: 'bg.surface',
  p: '2',
  transform: 'translateY(-200%)',
  _focus: { transform: 'none' },
});

const boxed = css({ w: 'full', mx: 'auto', '[data-content-width=boxed] &': { maxW: 'boxed' } });

const iconButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minW: '10',
  h: '10',
  borderRadius: 'md',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
});

/** Reserves the navigation's width in the page flow (none for the overlay). */
const navSlot = css({
  flexShrink: 0,
  w: '64',
  '[data-nav-collapsed] &': { w: '4.5rem' },
  '[data-nav-overlay] &': { w: '0' },
});

const navPanel = css({
  position: 'fixed',
  top: 0,
  insetInlineStart: 0,
  h: '100dvh',
  w: '64',
  display: 'flex',
  flexDirection: 'column',
  overflowY: 'auto',
  overflowX: 'hidden',
  bg: 'bg.surface',
  borderInlineEndWidth: 'thin',
  borderColor: 'border.default',
  zIndex: 40,
  transition: 'width 0.2s',
  '[data-nav-collapsed] &': { w: '4.5rem' },
  '[data-nav-overlay] &': { display: 'none', boxShadow: 'xl' },
  '[data-nav-overlay] [data-open] &': { display: 'flex' },
});

const navContent = css({ flex: '1 0 auto', w: 'full' });

/** The brand at the top of the navigation; in the rail, the mark alone (the name stays for readers). */
const brandRow = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '5',
  pt: '5',
  pb: '2',
  '[data-nav-collapsed] aside &': { justifyContent: 'center', px: '0' },
});

const brandName = css({ fontWeight: 'bold', fontSize: 'lg', letterSpacing: 'tight', whiteSpace: 'nowrap' });

/** Kept in view at the panel's foot. */
const navTools = css({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  justifyContent: 'center',
  w: 'full',
  py: '2',
  bg: 'bg.surface',
  borderTopWidth: 'thin',
  borderColor: 'border.default',
});

const backdrop = css({ position: 'fixed', inset: 0, bg: 'black/40', zIndex: 39, cursor: 'default' });

const navbar = css({
  top: 0,
  zIndex: 30,
  bg: 'bg.surface',
  borderBottomWidth: 'thin',
  borderColor: 'border.default',
  '[data-navbar=sticky] &': { position: 'sticky' },
  '[data-navbar=static] &': { position: 'static' },
  '[data-navbar=sticky][data-navbar-blur] &': { bg: 'bg.surface/80', backdropFilter: 'blur({blurs.navbar})' },
});

/** The menu laid out as a bar; categories open below on hover or focus (slide-y-reverse). */
const horizontalNav = css({
  borderTopWidth: 'thin',
  borderColor: 'border.default',
  px: '2',
  '& nav': { p: '1' },
  '& nav > ul': { display: 'flex', flexWrap: 'wrap', gap: '1', alignItems: 'center' },
  '& nav > ul > li': { position: 'relative', mt: '0' },
  // Tighter than the vertical panel, so every group fits one row at 1280 px in Malay too.
  '& nav > ul > li > a': { px: '2', gap: '1.5' },
  '& nav > ul > li > h2': {
    px: '2',
    gap: '1.5',
    py: '2',
    fontSize: 'sm',
    textTransform: 'none',
    letterSpacing: 'normal',
    color: 'fg.default',
    cursor: 'default',
  },
  '& nav > ul > li > ul': {
    position: 'absolute',
    top: '100%',
    insetInlineStart: 0,
    minW: '60',
    zIndex: 45,
    p: '1',
    bg: 'bg.surface',
    borderWidth: 'thin',
    borderColor: 'border.default',
    borderRadius: 'md',
    boxShadow: 'lg',
    opacity: 0,
    transform: 'translateY(0.75rem)',
    pointerEvents: 'none',
    transition: 'opacity 0.15s, transform 0.15s',
  },
  '& nav > ul > li:hover > ul': { opacity: 1, transform: 'translateY(0)', pointerEvents: 'auto' },
  '& nav > ul > li:focus-within > ul': { opacity: 1, transform: 'translateY(0)', pointerEvents: 'auto' },
});

const footerStyle = css({
  bottom: 0,
  zIndex: 20,
  bg: 'bg.surface',
  borderTopWidth: 'thin',
  borderColor: 'border.default',
  fontSize: 'sm',
  color: 'fg.muted',
  '[data-footer=sticky] &': { position: 'sticky' },
});
