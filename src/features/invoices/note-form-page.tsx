import { Trans } from '@lingui/react/macro';
import type { NoteKind, SessionUser } from '../../contract';
import type { MirrorDb } from '../../lib/db';

/** Work in progress (issue 16). */
export function NoteFormPage(_props: {
  db: MirrorDb;
  user: SessionUser;
  invoiceId: string | null;
  kind: NoteKind;
}) {
  return (
    <p>
      <Trans>Loading, please be patient...</Trans>
    </p>
  );
}
