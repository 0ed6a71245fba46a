import { Trans } from '@lingui/react/macro';
import type { MirrorDb } from '../../lib/db';

/** Work in progress (issue 16). */
export function NotePrintPage(_props: { db: MirrorDb; id: string }) {
  return (
    <p>
      <Trans>Loading, please be patient...</Trans>
    </p>
  );
}
