import { Trans } from '@lingui/react/macro';
import { css, cx } from 'styled-system/css';
import { useDemoMode } from '../lib/demo-mode/demo-mode';

/**
 * Says that this server is a demo whose accounts have public passwords (docs/security.md, "Demo and
 * production starts"): a strip under the navbar of the signed-in shell, a card above the sign-in
 * form. Nothing on a real deployment.
 */
export function DemoBanner({ placement }: { placement: 'shell' | 'sign-in' }) {
  const isDemo = useDemoMode();
  if (!isDemo) return null;
  return (
    <p role="note" data-demo-banner className={cx(banner, placement === 'shell' ? strip : card)}>
      <strong className={label}>
        <Trans>Demo</Trans>
      </strong>{' '}
      <Trans>The demo accounts’ passwords are public. Do not enter real data.</Trans>
    </p>
  );
}

const banner = css({ bg: 'warning.bg', color: 'warning.fg', fontSize: 'sm', lineHeight: 'normal' });

const strip = css({ px: '4', py: '1.5', borderBottomWidth: 'thin', borderColor: 'border.default' });

const card = css({
  w: 'full',
  maxW: 'sm',
  mx: 'auto',
  mt: { base: '2', md: '4' },
  p: '3',
  borderRadius: 'md',
});

const label = css({ fontWeight: 'bold', textTransform: 'uppercase', letterSpacing: 'wide' });
