/**
 * Tells the one who just submitted a top-up that its slip was submitted before. The flag is the
 * server's, the one the Checker sees (docs/ARCHITECTURE.md, Credit: a slip with another top-up's
 * SHA-256 is flagged, not refused); the server's answer brings it to the device. The top-up stays
 * submitted: a Checker decides.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { MirrorDb } from '../../lib/db';
import { formatDateTime } from '../../lib/format/date';
import { useTopUp } from './use-top-up';

export function TopUpDuplicateNotice({ db, id }: { db: MirrorDb; id: string | null }) {
  const { i18n } = useLingui();
  const topUp = useTopUp(db, id);
  if (!topUp?.duplicateOfId) return null;
  const reference = topUp.referenceNumber;
  const date = topUp.duplicateOfAt ? formatDateTime(topUp.duplicateOfAt, i18n.locale) : '—';
  return (
    <div
      role="status"
      className={css({
        bg: 'warning.bg',
        color: 'warning.fg',
        borderWidth: 'thin',
        borderColor: 'warning.fg',
        borderRadius: 'md',
        p: '3',
        fontSize: 'sm',
        display: 'grid',
        gap: '1',
      })}
    >
      <strong className={css({ fontSize: 'md' })}>
        <Trans>Duplicate slip</Trans>
      </strong>
      <span>
        <Trans>
          The slip of top-up {reference} was already submitted on {date}. The top-up is submitted all the
          same: a Checker compares both slips before deciding.
        </Trans>
      </span>
    </div>
  );
}
