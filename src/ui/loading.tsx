import { Trans } from '@lingui/react/macro';
import { css } from 'styled-system/css';

/** Shown while a lazy screen or the session loads (docs/product.md, Timings). */
export function Loading() {
  return (
    <p role="status" className={css({ color: 'fg.muted', p: '6' })}>
      <Trans>Loading, please be patient...</Trans>
    </p>
  );
}
