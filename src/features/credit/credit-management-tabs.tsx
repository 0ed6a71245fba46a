/** Credit Management's two tabs, as links that say which one is open (aria-current). */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCallback } from 'react';
import { css } from 'styled-system/css';
import { getMirror } from '../../lib/db';
import { useEntityIndex } from '../../lib/list-engine';

const tabStyle = css({
  px: '3',
  py: '2',
  fontSize: 'sm',
  borderBottomWidth: 'thick',
  borderColor: 'transparent',
  '&[aria-current=page]': { borderColor: 'accent.default', fontWeight: 'semibold' },
  _focusVisible: { outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'accent.default' },
});

export function CreditManagementTabs({ current }: { current: 'topUps' | 'accounts' }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Credit Management sections`} className={css({ display: 'flex', gap: '1' })}>
      <Link
        to="/credit/credit-management"
        search={{}}
        activeOptions={{ exact: true }}
        aria-current={current === 'topUps' ? 'page' : undefined}
        className={tabStyle}
      >
        <Trans>Top-ups</Trans>
      </Link>
      <Link
        to="/credit/credit-management"
        search={{ tab: 'accounts' }}
        activeOptions={{ exact: true }}
        aria-current={current === 'accounts' ? 'page' : undefined}
        className={tabStyle}
      >
        <Trans>Accounts</Trans>
      </Link>
    </nav>
  );
}

/** The merchants mirror's names (staff have every merchant), by id. */
export function useMerchantNames() {
  const merchants = useEntityIndex(getMirror(), 'merchants');
  return useCallback((id: string) => merchants?.get(id)?.merchantName ?? null, [merchants]);
}
