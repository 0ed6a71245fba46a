import { Trans } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import * as v from 'valibot';
import { isListedUser, UserSchema } from '../../contract';
import type { SessionUser } from '../../contract';
import { getMirror } from '../../lib/db';
import { ChangedElsewhereNotice } from '../../ui/changed-elsewhere-notice';
import { Loading } from '../../ui/loading';
import { SecondFactorReset } from './second-factor-reset';
import { UserFormPage } from './user-form-page';
import { UserSessionsSection } from './user-sessions-section';

/** The edit form of one mirrored user; the form takes the row once, so a pull does not reset it; a
 * change from someone else is said above it. */
export function EditUserRoute({ caller, id }: { caller: SessionUser; id: string }) {
  const row = useLiveQuery(async () => (await getMirror()?.users.get(id)) ?? null, [id]);
  if (row === undefined) return <Loading />;
  const parsed = v.safeParse(UserSchema, row);
  if (!parsed.success || !isListedUser(parsed.output)) {
    return (
      <p role="alert">
        <Trans>
          This user is not on this device. It may have been deleted, or it is not yours to manage.
        </Trans>
      </p>
    );
  }
  return (
    <>
      <ChangedElsewhereNotice
        entity="users"
        row={{ ...parsed.output, _pending: row?.['_pending'] === true }}
        isEditing
      />
      <UserFormPage caller={caller} row={parsed.output} />
      <SecondFactorReset caller={caller} user={parsed.output} />
      <UserSessionsSection caller={caller} userId={parsed.output.id} name={parsed.output.fullName} />
    </>
  );
}
