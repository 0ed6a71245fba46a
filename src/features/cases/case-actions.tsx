/**
 * What the caller may do to a case, as case-rules.ts allows it: staff move it (only the moves the
 * rules permit) and assign it to a staff user from the users mirror; the requester reopens a
 * resolved case within 7 days, or closes it; anyone allowed replies (queued offline). Each change
 * is one outbox op, announced by useQueuedChange.
 */
import { Field } from '@ark-ui/react/field';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import type { Case, CaseActor, CaseStatus, SessionUser } from '../../contract';
import { allowedCaseStatuses, caseActionBlock } from '../../contract';
import type { MirrorDb } from '../../lib/db';
import { translateMessage } from '../../lib/i18n/server-messages';
import { Button } from '../../ui/button';
import { useQueuedChange } from '../../ui/list/use-queued-change';
import { SelectField } from '../../ui/select-field';
import { fieldError, fieldLabel, fieldRoot } from '../../ui/styles/field';
import { CASE_STATUS_LABELS } from './case-labels';
import { replyToCase, updateCase } from './case.store';

const useStaffUsers = (db: MirrorDb) =>
  useLiveQuery(
    async () =>
      (await db.rows('users').toArray())
        .filter((row) => row['merchantId'] === null && row['status'] === 'A')
        .map((row) => ({ id: String(row['id']), name: String(row['fullName'] ?? '') }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [db],
  );

type ActionsProps = { db: MirrorDb; user: SessionUser; actor: CaseActor; row: Case };

export function CaseActions({ db, user, actor, row }: ActionsProps) {
  const { t, i18n } = useLingui();
  const queue = useQueuedChange();
  const staff = useStaffUsers(db);
  const now = new Date();
  const moves = allowedCaseStatuses(actor, row, now);
  const mayAssign = caseActionBlock(actor, row, { kind: 'assign' }, now) === null;
  const move = (status: CaseStatus) =>
    void queue(() => updateCase(row, { status }), translateMessage(i18n, 'case.statusUpdated'));
  const isRequester = row.requesterId === user.userID;
  const moveLabel = (status: CaseStatus) => {
    if (isRequester && row.status === 'Resolved' && status === 'Open') return t`Reopen`;
    if (status === 'Closed') return t`Close case`;
    return t`Mark ${i18n._(CASE_STATUS_LABELS[status])}`;
  };

  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'end' })}>
      {moves.map((status) => (
        <Button key={status} variant={status === 'Closed' ? 'outline' : 'solid'} onClick={() => move(status)}>
          {moveLabel(status)}
        </Button>
      ))}
      {mayAssign && staff ? (
        <SelectField
          label={<Trans>Assignee</Trans>}
          value={row.assigneeId ?? ''}
          onChange={(event) => {
            const chosen = staff.find((person) => person.id === event.target.value) ?? null;
            void queue(() => updateCase(row, { assignee: chosen }), translateMessage(i18n, 'case.assigned'));
          }}
        >
          <option value="">{t`Unassigned`}</option>
          {staff.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </SelectField>
      ) : null}
    </div>
  );
}

export function CaseReplyBox({ user, actor, row }: Omit<ActionsProps, 'db'>) {
  const { t, i18n } = useLingui();
  const queue = useQueuedChange();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (caseActionBlock(actor, row, { kind: 'reply' }, new Date()) !== null) return null;
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = text.trim();
    if (!body) return setError(translateMessage(i18n, 'validation.required'));
    setText('');
    void queue(() => replyToCase(row, body, user), translateMessage(i18n, 'case.replied'));
  }
  return (
    <form noValidate onSubmit={handleSubmit} className={css({ display: 'grid', gap: '3' })}>
      <Field.Root invalid={Boolean(error)} className={fieldRoot}>
        <Field.Label className={fieldLabel}>
          <Trans>Your reply</Trans>
        </Field.Label>
        <Field.Textarea
          rows={3}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          className={input()}
        />
        <Field.ErrorText className={fieldError}>{error}</Field.ErrorText>
      </Field.Root>
      <div>
        <Button type="submit">{t`Send reply`}</Button>
      </div>
    </form>
  );
}
