import { describe, expect, it } from 'vitest';
import {
  changeLayout,
  DEFAULT_LAYOUT,
  effectiveLayout,
  isOverlayNav,
  parseLayoutPrefs,
  resolveColorScheme,
  serializeLayoutPrefs,
} from './layout-rules';

describe('layout rules (docs/product.md, Layout and preferences)', () => {
  it('has the layout defaults of docs/product.md', () => {
    expect(DEFAULT_LAYOUT).toEqual({
      theme: 'light',
      skin: 'default',
      contentWidth: 'boxed',
      navbarType: 'sticky',
      isNavbarBlurEnabled: true,
      footerType: 'static',
      navLayout: 'vertical',
      isVerticalNavCollapsed: false,
    });
  });

  it('makes the navigation an overlay below 1280 px only', () => {
    expect(isOverlayNav(1279)).toBe(true);
    expect(isOverlayNav(1280)).toBe(false);
    expect(isOverlayNav(375)).toBe(true);
  });

  it('forces vertical navigation below 1280 px and restores the choice above it', () => {
    const prefs = changeLayout(DEFAULT_LAYOUT, { navLayout: 'horizontal' });
    const widths = [1440, 1000, 1279, 1280, 1920];
    expect(widths.map((width) => effectiveLayout(prefs, width).navLayout)).toEqual([
      'horizontal',
      'vertical',
      'vertical',
      'horizontal',
      'horizontal',
    ]);
    expect(prefs.navLayout).toBe('horizontal');
  });

  it('turns a hidden navbar sticky when horizontal navigation is chosen', () => {
    const hidden = changeLayout(DEFAULT_LAYOUT, { navbarType: 'hidden' });
    expect(changeLayout(hidden, { navLayout: 'horizontal' }).navbarType).toBe('sticky');
    expect(changeLayout(hidden, { navLayout: 'vertical' }).navbarType).toBe('hidden');
    const staticBar = changeLayout(DEFAULT_LAYOUT, { navbarType: 'static' });
    expect(changeLayout(staticBar, { navLayout: 'horizontal' }).navbarType).toBe('static');
  });

  it('expands a collapsed vertical navigation when horizontal is chosen', () => {
    const collapsed = changeLayout(DEFAULT_LAYOUT, { isVerticalNavCollapsed: true });
    expect(changeLayout(collapsed, { navLayout: 'horizontal' }).isVerticalNavCollapsed).toBe(false);
  });

  it('keeps the navbar below 1280 px, where it holds the only way to the navigation', () => {
    const hidden = changeLayout(DEFAULT_LAYOUT, { navbarType: 'hidden' });
    expect(effectiveLayout(hidden, 1440).navbarType).toBe('hidden');
    expect(effectiveLayout(hidden, 1000).navbarType).toBe('sticky');
    expect(hidden.navbarType).toBe('hidden');
  });

  it('never shows a collapsed rail as an overlay', () => {
    const collapsed = changeLayout(DEFAULT_LAYOUT, { isVerticalNavCollapsed: true });
    expect(effectiveLayout(collapsed, 1440).isNavCollapsed).toBe(true);
    expect(effectiveLayout(collapsed, 900).isNavCollapsed).toBe(false);
  });

  it('resolves the system theme from the device', () => {
    expect(resolveColorScheme('system', true)).toBe('dark');
    expect(resolveColorScheme('system', false)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
  });

  it('reads back what it stores and repairs unknown values', () => {
    const prefs = changeLayout(DEFAULT_LAYOUT, {
      theme: 'dark',
      skin: 'bordered',
      contentWidth: 'fluid',
      footerType: 'hidden',
      isNavbarBlurEnabled: false,
    });
    const stored = serializeLayoutPrefs(prefs);
    expect(parseLayoutPrefs((name) => stored[name] ?? null)).toEqual(prefs);
    expect(parseLayoutPrefs((name) => (name === 'theme' ? 'purple' : 'yes'))).toEqual(DEFAULT_LAYOUT);
  });
});
