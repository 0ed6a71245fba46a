import { Trans } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import * as v from 'valibot';
import { ClientSchema } from '../../contract';
import type { SessionUser } from '../../contract';
import { getMirror } from '../../lib/db';
import { ChangedElsewhereNotice } from '../../ui/changed-elsewhere-notice';
import { Loading } from '../../ui/loading';
import { ClientFormPage } from './client-form-page';

/** The edit form of one mirrored client; the form takes the row once, so a pull does not reset it; a
 * change from someone else is said above it. */
export function EditClientRoute({ caller, id }: { caller: SessionUser; id: string }) {
  const row = useLiveQuery(async () => (await getMirror()?.rows('clients').get(id)) ?? null, [id]);
  if (row === undefined) return <Loading />;
  const parsed = v.safeParse(ClientSchema, row);
  if (!parsed.success) {
    return (
      <p role="alert">
        <Trans>This client is not on this device. It may not be yours to manage.</Trans>
      </p>
    );
  }
  const client = { ...parsed.output, _pending: row?.['_pending'] === true };
  return (
    <>
      <ChangedElsewhereNotice entity="clients" row={client} isEditing />
      <ClientFormPage caller={caller} row={client} />
    </>
  );
}
