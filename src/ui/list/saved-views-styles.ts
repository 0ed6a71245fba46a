import { css } from 'styled-system/css';

/** Shared looks of the list tools' menus (saved views, column chooser, export, bulk bar). */
export const menuContentStyle = css({
  bg: 'bg.surface',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'md',
  boxShadow: 'lg',
  p: '1',
  minW: '56',
  // Fits below or above its button: a long column list scrolls inside the menu, never off screen.
  maxH: 'min(80vh, var(--available-height, 80vh))',
  overflowY: 'auto',
  zIndex: 50,
  outline: 'none',
});

export const menuItemStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  px: '3',
  py: '2',
  borderRadius: 'sm',
  cursor: 'pointer',
  fontSize: 'sm',
  _highlighted: { bg: 'bg.subtle' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
});

export const menuLabelStyle = css({
  px: '3',
  py: '1',
  fontSize: 'xs',
  color: 'fg.muted',
  fontWeight: 'semibold',
});

export const checkBoxStyle = css({
  w: '4',
  h: '4',
  flexShrink: 0,
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'xs',
  display: 'grid',
  placeItems: 'center',
  fontSize: 'xs',
  lineHeight: '1',
});

/** Menus open under their button, right-aligned, flipped up and shortened to fit the screen. */
export const MENU_POSITIONING = { placement: 'bottom-end', fitViewport: true } as const;

export const menuSeparatorStyle = css({ borderColor: 'border.default', my: '1' });
