import { css, cx } from 'styled-system/css';
import { input } from 'styled-system/recipes';

/** The line editors' table: compact cells, inputs that fill them. */
export const linesTable = css({
  w: 'full',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th': { textAlign: 'left', fontWeight: 'medium', color: 'fg.muted', px: '1', py: '1' },
  '& td': { px: '1', py: '1', verticalAlign: 'top' },
});

export const cellInput = cx(input(), css({ minW: '20' }));
export const moneyCell = css({
  textAlign: 'right',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  pt: '2',
});
export const errorText = css({ display: 'block', fontSize: 'xs', color: 'danger.fg', mt: '1' });
