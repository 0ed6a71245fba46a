import { css } from 'styled-system/css';

/** The bordered surface a table sits in; it scrolls sideways rather than overflow the page. */
export const tableFrame = css({
  overflowX: 'auto',
  bg: 'bg.surface',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'lg',
});

/** A bordered strip that reports progress or a state with its actions beside it. */
export const statusStrip = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  p: '3',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'md',
  bg: 'bg.surface',
});
