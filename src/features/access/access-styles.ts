import { css } from 'styled-system/css';

/** Shared looks of the access screens' tables and panels. */
export const cell = css({
  px: '3',
  py: '2',
  textAlign: 'left',
  borderBottomWidth: 'thin',
  borderColor: 'border.default',
  verticalAlign: 'middle',
});

export const tableFrame = css({
  overflowX: 'auto',
  bg: 'bg.surface',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'lg',
});

export const table = css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm' });

export const caption = css({ textAlign: 'left', p: '3', fontWeight: 'semibold' });

export const note = css({ color: 'fg.muted', fontSize: 'sm' });

export const checkbox = css({
  w: '4',
  h: '4',
  accentColor: 'accent.default',
  cursor: 'pointer',
  _disabled: { cursor: 'not-allowed' },
  _focusVisible: {
    outlineWidth: 'thick',
    outlineStyle: 'solid',
    outlineColor: 'accent.default',
    outlineOffset: '0.5',
  },
});
