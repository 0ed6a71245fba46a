/**
 * A top-up's detail (/credit/credit-management/$id): its fields and trail on one side, the
 * bank-in slip beside them (stacked on a phone), and the decisions a Checker may take. Read from
 * the mirror, so it opens offline; only the slip's bytes need the network (or this device, while
 * the top-up is still queued here).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { SessionUser } from '../../contract';
import type { MirrorDb } from '../../lib/db';
import { defaultQuery } from '../../lib/list-engine';
import { Badge } from '../../ui/badge';
import { Loading } from '../../ui/loading';
import { TOP_UP_STATUS_LABELS, TOP_UP_STATUS_TONES } from './credit-labels';
import { useSlip } from './credit-management-slip';
import { PendingDecisionBadge, RefusedDecisionAlert } from './pending-decision-note';
import { usePendingDecision } from './pending-decisions';
import { SlipViewer } from './slip-viewer';
import { TopUpDetailActions } from './top-up-detail-actions';
import { TopUpDetailFields } from './top-up-detail-fields';
import { useTopUp, type TopUpView } from './use-top-up';

const backLink = css({
  color: 'accent.fg',
  fontSize: 'sm',
  textDecoration: 'underline',
  justifySelf: 'start',
});
type DetailProps = { db: MirrorDb; user: SessionUser; id: string };

const useMerchantName = (db: MirrorDb, merchantId: string | null) =>
  useLiveQuery(async () => {
    if (!merchantId) return null;
    const row = await db.rows('merchants').get(merchantId);
    return typeof row?.['merchantName'] === 'string' ? row['merchantName'] : null;
  }, [db, merchantId]);

export function TopUpDetailPage({ db, user, id }: DetailProps) {
  const topUp = useTopUp(db, id);
  if (topUp === undefined) return <Loading />;
  if (topUp === null)
    return (
      <section className={css({ display: 'grid', gap: '3' })}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
          <Trans>Top-up not found</Trans>
        </h1>
        <p role="alert">
          <Trans>This top-up is not on this device. It may belong to another merchant.</Trans>
        </p>
      </section>
    );
  return <TopUpDetail db={db} user={user} topUp={topUp} />;
}

function TopUpDetail({ db, user, topUp }: { db: MirrorDb; user: SessionUser; topUp: TopUpView }) {
  const { i18n } = useLingui();
  const [attempt, setAttempt] = useState(0);
  const slip = useSlip(db, topUp, attempt);
  const merchantName = useMerchantName(db, topUp.merchantId);
  // A decision shows as being sent until the server confirms it: the status stays the server's.
  const decision = usePendingDecision(db, 'topUps', topUp.id);
  const duplicateOf = useTopUp(db, topUp.duplicateOfId) ?? null;
  const name =
    merchantName ?? (user.merchantId === topUp.merchantId ? user.merchantName : null) ?? topUp.merchantId;
  const reference = topUp.referenceNumber;

  return (
    <section aria-labelledby="top-up-title" className={css({ display: 'grid', gap: '4', maxW: '7xl' })}>
      {user.userType === 'staff' ? (
        <Link to="/credit/credit-management" search={{}} className={backLink}>
          <Trans>Back to Credit Management</Trans>
        </Link>
      ) : (
        <Link to="/credit/top-up" search={defaultQuery('topUps')} className={backLink}>
          <Trans>Back to Top Up</Trans>
        </Link>
      )}
      <header className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
        <h1
          id="top-up-title"
          className={css({ fontSize: '2xl', fontWeight: 'bold', overflowWrap: 'anywhere' })}
        >
          <Trans>Top-up {reference}</Trans>
        </h1>
        <Badge tone={TOP_UP_STATUS_TONES[topUp.status]}>{i18n._(TOP_UP_STATUS_LABELS[topUp.status])}</Badge>
        {decision ? (
          <PendingDecisionBadge decision={decision} />
        ) : topUp._pending ? (
          <Badge tone="info">
            <Trans>Not yet sent</Trans>
          </Badge>
        ) : null}
      </header>
      {decision ? <RefusedDecisionAlert decision={decision} /> : null}
      {decision === null ? <TopUpDetailActions topUp={topUp} user={user} /> : null}
      <div
        className={css({
          display: 'grid',
          gap: '6',
          gridTemplateColumns: { base: '1fr', lg: 'minmax(20rem, 2fr) 3fr' },
          alignItems: 'start',
        })}
      >
        <TopUpDetailFields topUp={topUp} merchantName={name} duplicateOf={duplicateOf} />
        <SlipViewer state={slip} onRetry={() => setAttempt((value) => value + 1)} />
      </div>
    </section>
  );
}
