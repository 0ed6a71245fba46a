/** The consolidated e-invoice screen's tables, amounts and warnings (docs/e-invoicing.md, Consolidated). */
import { css } from 'styled-system/css';

export const dataTable = css({
  w: 'full',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th': { textAlign: 'left', fontWeight: 'medium', color: 'fg.muted', px: '3', py: '2' },
  '& td': { px: '3', py: '2', borderTopWidth: 'thin', borderColor: 'border.default' },
  // Document numbers and dates stay on one line; the frame scrolls sideways on a phone.
  '& td:first-child, & td:nth-child(3)': { whiteSpace: 'nowrap' },
});
export const money = css({ textAlign: 'right!', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
export const warning = css({
  bg: 'warning.bg',
  color: 'warning.fg',
  borderRadius: 'md',
  p: '3',
  fontSize: 'sm',
});
/** A consolidation's panel below the months' table. */
export const panel = css({
  display: 'grid',
  gap: '3',
  p: '4',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'lg',
  bg: 'bg.surface',
});
