import { Trans } from '@lingui/react/macro';
import type { SessionUser } from '../../contract';
import type { MirrorDb } from '../../lib/db';

/** Work in progress (issue 16). */
export function InvoiceFormRoute(_props: {
  db: MirrorDb;
  user: SessionUser;
  id: string | null;
  opId: string | null;
}) {
  return (
    <p>
      <Trans>Loading, please be patient...</Trans>
    </p>
  );
}
