/**
 * The layout states and defaults of docs/product.md, Layout and preferences, as data, and their rules as pure
 * functions. The stored preferences are what the user chose; the effective layout is what the screen can
 * show. Below the overlay breakpoint the navigation is forced vertical without touching the choice, so it is
 * restored as soon as the window is wide again.
 */
export const THEMES = ['light', 'dark', 'system'] as const;
export const SKINS = ['default', 'bordered'] as const;
export const CONTENT_WIDTHS = ['boxed', 'fluid'] as const;
export const BAR_TYPES = ['sticky', 'static', 'hidden'] as const;
export const NAV_LAYOUTS = ['vertical', 'horizontal'] as const;

export type Theme = (typeof THEMES)[number];
export type Skin = (typeof SKINS)[number];
export type ContentWidth = (typeof CONTENT_WIDTHS)[number];
export type BarType = (typeof BAR_TYPES)[number];
export type NavLayout = (typeof NAV_LAYOUTS)[number];

export type LayoutPrefs = {
  theme: Theme;
  skin: Skin;
  contentWidth: ContentWidth;
  navbarType: BarType;
  isNavbarBlurEnabled: boolean;
  footerType: BarType;
  navLayout: NavLayout;
  isVerticalNavCollapsed: boolean;
};

/** docs/product.md, Layout defaults. */
export const DEFAULT_LAYOUT: LayoutPrefs = {
  theme: 'light',
  skin: 'default',
  contentWidth: 'boxed',
  navbarType: 'sticky',
  isNavbarBlurEnabled: true,
  footerType: 'static',
  navLayout: 'vertical',
  isVerticalNavCollapsed: false,
};

/** Breakpoints (px) of docs/product.md, Layout defaults; Panda's theme uses the same values. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
export const OVERLAY_NAV_BREAKPOINT = BREAKPOINTS.lg;
/** docs/product.md, Layout states: the delay before the navigation layout switches. */
export const NAV_SWITCH_DELAY_MS = 500;
/** docs/product.md, Timings: the scroll-to-top button appears past this offset. */
export const SCROLL_TOP_THRESHOLD = 200;

/** Below 1280 px the navigation is an overlay opened from the navbar. */
export const isOverlayNav = (viewportWidth: number) => viewportWidth < OVERLAY_NAV_BREAKPOINT;

/**
 * Applies one change. Choosing horizontal navigation turns a hidden navbar sticky (the horizontal
 * navigation lives under it) and expands a collapsed vertical navigation.
 */
export function changeLayout(prefs: LayoutPrefs, patch: Partial<LayoutPrefs>): LayoutPrefs {
  const next = { ...prefs, ...patch };
  if (patch.navLayout === 'horizontal') {
    if (next.navbarType === 'hidden') next.navbarType = 'sticky';
    next.isVerticalNavCollapsed = false;
  }
  return next;
}

export type EffectiveLayout = {
  navLayout: NavLayout;
  /** The navigation is a drawer over the content, opened from the navbar. */
  isOverlayNav: boolean;
  /** The vertical navigation shows as a narrow rail that widens on hover or focus. */
  isNavCollapsed: boolean;
  navbarType: BarType;
};

/** What the screen shows for the stored choice at a viewport width. */
export function effectiveLayout(prefs: LayoutPrefs, viewportWidth: number): EffectiveLayout {
  const overlay = isOverlayNav(viewportWidth);
  const navLayout = overlay ? 'vertical' : prefs.navLayout;
  return {
    navLayout,
    isOverlayNav: overlay,
    isNavCollapsed: !overlay && navLayout === 'vertical' && prefs.isVerticalNavCollapsed,
    // The horizontal navigation lives under the navbar, and the overlay opens from its menu
    // button: in both cases a hidden navbar would leave no way to the navigation.
    navbarType:
      (overlay || navLayout === 'horizontal') && prefs.navbarType === 'hidden' ? 'sticky' : prefs.navbarType,
  };
}

/** The colour scheme a theme resolves to. */
export const resolveColorScheme = (theme: Theme, prefersDark: boolean): 'light' | 'dark' =>
  theme === 'system' ? (prefersDark ? 'dark' : 'light') : theme;

const pick = <T extends string>(values: readonly T[], raw: unknown, fallback: T): T =>
  typeof raw === 'string' && (values as readonly string[]).includes(raw) ? (raw as T) : fallback;
const bool = (raw: unknown, fallback: boolean) =>
  raw === 'true' ? true : raw === 'false' ? false : fallback;

/** Parses the stored strings; anything unknown falls back to the default. */
export function parseLayoutPrefs(read: (name: string) => string | null): LayoutPrefs {
  const d = DEFAULT_LAYOUT;
  return {
    theme: pick(THEMES, read('theme'), d.theme),
    skin: pick(SKINS, read('skin'), d.skin),
    contentWidth: pick(CONTENT_WIDTHS, read('appContentWidth'), d.contentWidth),
    navbarType: pick(BAR_TYPES, read('navbarType'), d.navbarType),
    isNavbarBlurEnabled: bool(read('isNavbarBlurEnabled'), d.isNavbarBlurEnabled),
    footerType: pick(BAR_TYPES, read('footerType'), d.footerType),
    navLayout: pick(NAV_LAYOUTS, read('navigationLayout'), d.navLayout),
    isVerticalNavCollapsed: bool(read('isVerticalNavCollapsed'), d.isVerticalNavCollapsed),
  };
}

/** The storage names of each preference (docs/product.md, Preferences storage, where it names one). */
export function serializeLayoutPrefs(prefs: LayoutPrefs): Record<string, string> {
  return {
    theme: prefs.theme,
    skin: prefs.skin,
    appContentWidth: prefs.contentWidth,
    navbarType: prefs.navbarType,
    isNavbarBlurEnabled: String(prefs.isNavbarBlurEnabled),
    footerType: prefs.footerType,
    navigationLayout: prefs.navLayout,
    isVerticalNavCollapsed: String(prefs.isVerticalNavCollapsed),
  };
}
