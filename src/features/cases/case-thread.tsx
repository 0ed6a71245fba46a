/**
 * A case's thread: the description first, then the replies oldest first, staff and the merchant's
 * side told apart by a label (not by colour alone) and by their side of the column.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { Case } from '../../contract';
import { formatDateTime } from '../../lib/format/date';
import { Badge } from '../../ui/badge';

const bubble = css({
  display: 'grid',
  gap: '1',
  p: '3',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'md',
  maxW: { base: 'full', md: '80%' },
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export function CaseThread({ row }: { row: Case }) {
  const { t, i18n } = useLingui();
  const replies = [...row.replies].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return (
    <ol aria-label={t`Conversation`} className={css({ display: 'grid', gap: '3', listStyle: 'none', p: 0 })}>
      <li className={bubble}>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {row.requesterName} · {formatDateTime(row.createdAt, i18n.locale)}
        </p>
        <p>{row.description}</p>
      </li>
      {replies.map((reply) => {
        const isStaff = reply.authorType === 'staff';
        return (
          <li
            key={reply.id}
            className={`${bubble} ${css({ justifySelf: isStaff ? 'end' : 'start', bg: isStaff ? 'bg.subtle' : undefined })}`}
          >
            <p
              className={css({
                fontSize: 'sm',
                color: 'fg.muted',
                display: 'flex',
                gap: '2',
                flexWrap: 'wrap',
              })}
            >
              <span>{reply.authorName}</span>
              <Badge tone={isStaff ? 'info' : 'neutral'}>
                {isStaff ? <Trans>Staff</Trans> : <Trans>Requester side</Trans>}
              </Badge>
              <span>{formatDateTime(reply.createdAt, i18n.locale)}</span>
            </p>
            <p>{reply.body}</p>
          </li>
        );
      })}
    </ol>
  );
}
