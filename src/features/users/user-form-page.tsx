/**
 * Create User (/user/create-user) and Edit User (/user/edit-user/{ID}): one form, parsed with the
 * contract's schemas before anything is queued; the change then goes through the outbox, so both
 * work offline. The server answers field errors (a taken username) on the Pending changes screen.
 * Four-eyes changes (docs/security.md, Four-eyes changes): one's own role, level, email and mobile
 * number are refused here (Security settings changes the email and mobile number); a staff user's
 * level or role and another user's email are sent for approval, and the toast says so.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { css } from 'styled-system/css';
import { OWN_ACCOUNT_FIELDS } from '../../contract';
import type { SessionUser, UserField } from '../../contract';
import { usePermissions } from '../../lib/access/access-check';
import { getMirror } from '../../lib/db';
import { issuesToFieldErrors } from '../../lib/forms/field-errors';
import { translateMessage } from '../../lib/i18n/server-messages';
import { defaultQuery, type UserRow } from '../../lib/list-engine';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { announceQueuedChange, markOutbox } from '../../ui/queued-change-toast';
import { toaster } from '../../ui/toaster';
import { emptyUserForm, parseNewUser, parseUserChanges, userToForm } from './user-form';
import type { UserFormErrors, UserFormValues } from './user-form';
import { UserFormFields } from './user-form-fields';
import { useRoleOptions } from './use-user-options';
import { createUser, isLevelProposedOnCreate, proposedChangesOf, updateUser } from './users.store';

type Props = { caller: SessionUser; row?: UserRow | undefined };

export function UserFormPage({ caller, row }: Props) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const roles = useRoleOptions(caller, usePermissions(caller));
  const [values, setValues] = useState<UserFormValues>(() => (row ? userToForm(row) : emptyUserForm(caller)));
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const isNew = row === undefined;

  const change = (field: UserField | 'username', value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  /** The role's and merchant's names the list shows until the server's row arrives. */
  const labelsOf = async (roleId: string, merchantId: string | null) => {
    const merchant = merchantId ? await getMirror()?.merchants.get(merchantId) : undefined;
    const roleName = roles.find((candidate) => candidate.id === roleId)?.name ?? '';
    return { roleName, merchantName: merchant ? String(merchant['merchantName'] ?? '') : null };
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const role = roles.find((candidate) => candidate.id === values.roleId);
    // A staff role belongs to no merchant; a merchant caller's users always to its merchant.
    const merchantId = role?.scope === 'merchant' ? (caller.merchantId ?? values.merchantId) : '';
    const input = { ...values, merchantId };
    const isStaffRole = role?.scope === 'staff';
    try {
      if (isNew) {
        const parsed = parseNewUser(crypto.randomUUID(), input);
        if (!parsed.success) return setErrors(issuesToFieldErrors(i18n, parsed.issues));
        const labels = await labelsOf(parsed.output.roleId, parsed.output.merchantId);
        await createUser(parsed.output, labels, isStaffRole);
        const name = parsed.output.username;
        toaster.create({
          type: 'success',
          title: t`User ${name} is created.`,
          description: isLevelProposedOnCreate(parsed.output, isStaffRole)
            ? t`They start as Maker: the Checker level is sent for approval. A first-time login link is emailed to them when the change reaches the server.`
            : t`A first-time login link is emailed to them when the change reaches the server.`,
        });
      } else {
        const parsed = parseUserChanges(row, input);
        if (!parsed.success) return setErrors(issuesToFieldErrors(i18n, parsed.issues));
        const changed = Object.keys(parsed.changes) as UserField[];
        if (row.id === caller.userID && changed.some((field) => OWN_ACCOUNT_FIELDS.includes(field))) {
          const own = translateMessage(i18n, 'user.ownAccountField');
          return setErrors(
            Object.fromEntries(
              changed.filter((field) => OWN_ACCOUNT_FIELDS.includes(field)).map((field) => [field, own]),
            ),
          );
        }
        const proposed = proposedChangesOf(row, parsed.changes, isStaffRole);
        const mark = await markOutbox();
        if (changed.length > 0) {
          await updateUser(row, parsed.changes, await labelsOf(input.roleId, merchantId || null), proposed);
        }
        void announceQueuedChange(
          mark,
          proposed.length > 0 ? translateMessage(i18n, 'user.changeProposed') : t`The user profile is saved.`,
        );
      }
    } catch (error) {
      setFormError(error instanceof Error ? error.message : t`The change could not be saved.`);
      return;
    }
    void navigate({ to: '/user/manage-user', search: defaultQuery('users') });
  }

  return (
    <section aria-labelledby="user-form-title" className={css({ display: 'grid', gap: '4', maxW: '4xl' })}>
      <h1 id="user-form-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        {isNew ? <Trans>Create User</Trans> : <Trans>Edit User</Trans>}
      </h1>
      {isNew ? (
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          <Trans>
            The new user receives an email with a link to set their password (first-time login). You can fill
            this form offline; it is sent when the device is back online.
          </Trans>
        </p>
      ) : null}
      <form noValidate onSubmit={(event) => void save(event)} className={css({ display: 'grid', gap: '4' })}>
        <FormAlert message={formError} />
        <UserFormFields
          caller={caller}
          values={values}
          errors={errors}
          roles={roles}
          isNew={isNew}
          onChange={change}
        />
        <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
          <Button
            type="button"
            variant="outline"
            onClick={() => void navigate({ to: '/user/manage-user', search: defaultQuery('users') })}
          >
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit">{isNew ? <Trans>Create user</Trans> : <Trans>Save changes</Trans>}</Button>
        </div>
      </form>
    </section>
  );
}
