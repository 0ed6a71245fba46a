import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { css } from 'styled-system/css';
import type { MirrorDb } from '../../lib/db';
import { BlobImage } from '../../lib/files/blob-image';
import { formatFileSize } from '../../lib/files/format-size';

/**
 * The files an op carries (a bank-in slip), as Pending changes shows them: the stored thumbnail
 * (its object URL revoked on unmount) or a PDF tile, the name and the size: "slip.jpg · 1.2 MB".
 * They stay on this device until the server accepted the op.
 */
export function OutboxFiles({ db, opId }: { db: MirrorDb; opId: string }) {
  const { t, i18n } = useLingui();
  const files = useLiveQuery(() => db.outboxFiles.where('opId').equals(opId).toArray(), [db, opId]);
  if (!files?.length) return null;
  return (
    <ul aria-label={t`Attached files`} className={css({ display: 'grid', gap: '2' })}>
      {files.map((file) => {
        const name = file.name;
        const size = formatFileSize(file.size, i18n.locale);
        return (
          <li key={file.field} className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
            {file.thumbnail ? (
              <BlobImage
                blob={file.thumbnail}
                alt={t`Thumbnail of ${name}`}
                className={css({ objectFit: 'cover', w: '16', h: '16', borderRadius: 'sm', flexShrink: 0 })}
              />
            ) : (
              <span
                aria-hidden="true"
                className={css({
                  display: 'grid',
                  placeItems: 'center',
                  bg: 'danger.bg',
                  color: 'danger.fg',
                  fontWeight: 'bold',
                  fontSize: 'sm',
                  w: '16',
                  h: '16',
                  borderRadius: 'sm',
                  flexShrink: 0,
                })}
              >
                {file.type === 'application/pdf' ? 'PDF' : '?'}
              </span>
            )}
            <span className={css({ fontSize: 'sm', overflowWrap: 'anywhere' })}>
              {name} · {size}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
