/**
 * A case's screen (/case/service-request/$id): its fields, the attachment (an image shown,
 * a PDF as a link), the thread oldest first, a reply box and the actions case-rules.ts allows.
 * Read from the mirror, so it opens offline; replies and moves queue in the outbox.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { css } from 'styled-system/css';
import type { Case, CaseActor, SessionUser } from '../../contract';
import { CASE_FUNCTIONS, isAllowed } from '../../contract';
import type { MirrorDb } from '../../lib/db';
import { formatDateTime } from '../../lib/format/date';
import { defaultQuery } from '../../lib/list-engine';
import { Badge } from '../../ui/badge';
import { Loading } from '../../ui/loading';
import { ChangedElsewhereNotice } from '../../ui/changed-elsewhere-notice';
import { CaseActions, CaseReplyBox } from './case-actions';
import { useCaseAttachment } from './case-attachment';
import { CASE_CATEGORY_LABELS, CASE_STATUS_LABELS, CASE_STATUS_TONES } from './case-labels';
import { CaseThread } from './case-thread';

type CaseView = Case & { _pending?: boolean };

const backLink = css({
  color: 'accent.fg',
  fontSize: 'sm',
  textDecoration: 'underline',
  justifySelf: 'start',
});

export function CaseDetailPage({ db, user, id }: { db: MirrorDb; user: SessionUser; id: string }) {
  const row = useLiveQuery(
    async () => ((await db.rows('cases').get(id)) as CaseView | undefined) ?? null,
    [db, id],
  );
  if (row === undefined) return <Loading />;
  if (row === null)
    return (
      <section className={css({ display: 'grid', gap: '3' })}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
          <Trans>Service request not found</Trans>
        </h1>
        <p role="alert">
          <Trans>This service request is not on this device. It may belong to another merchant.</Trans>
        </p>
      </section>
    );
  return <CaseDetail db={db} user={user} row={row} />;
}

function actorOf(user: SessionUser): CaseActor {
  const can = (pair: readonly [string, 'reply' | 'assign' | 'status']) =>
    isAllowed(user.permissions, ...pair);
  return {
    userId: user.userID,
    userType: user.userType,
    merchantId: user.merchantId,
    canReply: can(CASE_FUNCTIONS.reply),
    canAssign: can(CASE_FUNCTIONS.assign),
    canMoveStatus: can(CASE_FUNCTIONS.status),
  };
}

function Attachment({ db, row }: { db: MirrorDb; row: Case }) {
  const { t } = useLingui();
  const state = useCaseAttachment(db, row);
  if (state.status === 'none') return null;
  let body;
  if (state.status === 'loading') body = <p>{t`Loading the attachment…`}</p>;
  else if (state.status === 'unavailable')
    body = (
      <p role="status">
        {state.reason === 'offline'
          ? t`The attachment can be viewed when you are online.`
          : t`The attachment could not be loaded.`}
      </p>
    );
  else
    body = (
      <div className={css({ display: 'grid', gap: '2' })}>
        {state.type.startsWith('image/') ? (
          <img
            src={state.url}
            alt={t`Attachment ${state.name}`}
            className={css({
              w: 'full',
              maxW: 'md',
              maxH: '24rem',
              objectFit: 'contain',
              borderWidth: 'thin',
              borderColor: 'border.default',
              borderRadius: 'md',
            })}
          />
        ) : null}
        <a href={state.url} target="_blank" rel="noreferrer" className={css({ textDecoration: 'underline' })}>
          {t`Open attachment ${state.name}`}
        </a>
      </div>
    );
  return (
    <section aria-label={t`Attachment`} className={css({ display: 'grid', gap: '2' })}>
      <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        <Trans>Attachment</Trans>
      </h2>
      {body}
    </section>
  );
}

function CaseDetail({ db, user, row }: { db: MirrorDb; user: SessionUser; row: CaseView }) {
  const { i18n } = useLingui();
  const actor = actorOf(user);
  const number = row.caseNumber;
  const term = css({ fontSize: 'sm', color: 'fg.muted' });
  return (
    <section aria-labelledby="case-title" className={css({ display: 'grid', gap: '4', maxW: '5xl' })}>
      <Link to="/case/service-request" search={defaultQuery('cases')} className={backLink}>
        <Trans>Back to Service Requests</Trans>
      </Link>
      <header className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
        <h1
          id="case-title"
          className={css({ fontSize: '2xl', fontWeight: 'bold', overflowWrap: 'anywhere' })}
        >
          {row.subject}
        </h1>
        <Badge tone={CASE_STATUS_TONES[row.status]}>{i18n._(CASE_STATUS_LABELS[row.status])}</Badge>
        {row._pending ? (
          <Badge tone="info">
            <Trans>Not yet sent</Trans>
          </Badge>
        ) : null}
      </header>
      <ChangedElsewhereNotice entity="cases" row={row} />
      <dl
        className={css({
          display: 'grid',
          gap: '2',
          gridTemplateColumns: { base: '1fr', md: 'repeat(4, 1fr)' },
        })}
      >
        <div>
          <dt className={term}>
            <Trans>Case number</Trans>
          </dt>
          <dd>{number ?? <Trans>Not yet numbered</Trans>}</dd>
        </div>
        <div>
          <dt className={term}>
            <Trans>Category</Trans>
          </dt>
          <dd>{i18n._(CASE_CATEGORY_LABELS[row.category])}</dd>
        </div>
        <div>
          <dt className={term}>
            <Trans>Requester</Trans>
          </dt>
          <dd>{row.requesterName}</dd>
        </div>
        <div>
          <dt className={term}>
            <Trans>Opened</Trans>
          </dt>
          <dd>{formatDateTime(row.createdAt, i18n.locale)}</dd>
        </div>
        <div>
          <dt className={term}>
            <Trans>Assignee</Trans>
          </dt>
          <dd>{row.assigneeName ?? <Trans>Unassigned</Trans>}</dd>
        </div>
      </dl>
      <CaseActions db={db} user={user} actor={actor} row={row} />
      <Attachment db={db} row={row} />
      <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        <Trans>Conversation</Trans>
      </h2>
      <CaseThread row={row} />
      <CaseReplyBox user={user} actor={actor} row={row} />
    </section>
  );
}
