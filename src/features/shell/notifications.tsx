import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { isChecker, type SessionUser } from '../../contract';
import { getMirror } from '../../lib/db';
import { useEntityIndex } from '../../lib/list-engine';
import { requestReload, useUpdateState } from '../../lib/pwa/update-controller';
import { useSyncStatus } from '../../lib/sync';
import { NavbarPopover, panelLink } from './navbar-popover';

/** A plain string: the list's search parameters all have defaults. */
const PENDING_MERCHANTS: string = '/merchant/pending-merchant-listing';

/** Merchants waiting for a decision (the pending list's rows), for a Checker who may open it. */
function usePendingApprovals(isChecker: boolean): number {
  return useEntityIndex(isChecker ? getMirror() : null, 'merchants')?.count('pending') ?? 0;
}

/** The navbar notifications: sync problems, approvals waiting and an available update. */
export function Notifications({ user, canOpen }: { user: SessionUser; canOpen: (path: string) => boolean }) {
  const { t } = useLingui();
  const { failedCount, conflictCount } = useSyncStatus();
  const update = useUpdateState();
  const canApprove = isChecker(user) && canOpen(PENDING_MERCHANTS);
  const approvals = usePendingApprovals(canApprove);
  const problems = failedCount + conflictCount;
  // The badge counts what waits for the user (each change, each merchant, the update), not the kinds.
  const count = problems + approvals + (update.available ? 1 : 0);
  return (
    <NavbarPopover
      label={count ? t`Notifications, ${count} new` : t`Notifications`}
      icon="bell"
      badge={count}
      title={<Trans>Notifications</Trans>}
    >
      {count === 0 ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          <Trans>You are all caught up.</Trans>
        </p>
      ) : null}
      {problems > 0 ? (
        <Link to="/outbox" className={panelLink}>
          <Trans>{problems} changes could not be sent. Review them.</Trans>
        </Link>
      ) : null}
      {approvals > 0 ? (
        <Link to={PENDING_MERCHANTS} className={panelLink}>
          <Trans>{approvals} merchants are waiting for approval.</Trans>
        </Link>
      ) : null}
      {update.available ? (
        <div className={css({ display: 'grid', gap: '2', px: '2', fontSize: 'sm' })}>
          <Trans>A new version is available.</Trans>
          <button type="button" className={button({ size: 'sm' })} onClick={requestReload}>
            <Trans>Reload</Trans>
          </button>
        </div>
      ) : null}
    </NavbarPopover>
  );
}
