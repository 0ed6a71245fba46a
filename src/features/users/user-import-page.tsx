/**
 * Import Users (/user/import-users): the shared import screen (docs/ARCHITECTURE.md, Import) with
 * the user form's change builder, so each row is an invited user (status N, a first-time login
 * mail) exactly as if typed. The role, and a merchant role's merchant, are chosen once for the
 * file; the roles offered are the form's (none holding more than the caller does).
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { CreateUserSchema, type SessionUser } from '../../contract';
import { usePermissions } from '../../lib/access/access-check';
import { getMirror, type MirrorDb } from '../../lib/db';
import { translateMessage } from '../../lib/i18n/server-messages';
import { defaultQuery } from '../../lib/list-engine';
import { ImportScreen } from '../../ui/import/import-screen';
import { MerchantField } from '../../ui/merchant-field';
import { SelectField } from '../../ui/select-field';
import { useRoleOptions } from './use-user-options';
import { ID_TYPE_LABELS, LEVEL_LABELS, USER_FIELD_LABELS } from './user-field-labels';

/** The choice cells' words, as the form's options name them. */
const CHOICE_LABELS = { level: LEVEL_LABELS, idType: ID_TYPE_LABELS, salutation: { NA: msg`None` } };
import { createUserChange } from './users.store';

export function UserImportPage({ db, caller }: { db: MirrorDb; caller: SessionUser }) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const roles = useRoleOptions(caller, usePermissions(caller));
  const [roleId, setRoleId] = useState('');
  const [chosenMerchantId, setMerchantId] = useState('');
  const role = roles.find((candidate) => candidate.id === roleId);
  const isMerchantRole = role?.scope === 'merchant';
  // A merchant caller's users always belong to its merchant; a staff role to none.
  const merchantId = isMerchantRole ? (caller.merchantId ?? chosenMerchantId) : '';

  const changeOf = async (values: Record<string, unknown>) => {
    const input = v.parse(CreateUserSchema, { ...values, id: crypto.randomUUID(), roleId, merchantId });
    const merchant = merchantId ? await getMirror()?.merchants.get(merchantId) : undefined;
    const labels = {
      roleName: role?.name ?? '',
      merchantName: merchant ? String(merchant['merchantName'] ?? '') : null,
    };
    return createUserChange(input, labels, role?.scope === 'staff');
  };

  const required = translateMessage(i18n, 'validation.required');
  return (
    <ImportScreen
      db={db}
      area="users"
      title={<Trans>Import Users</Trans>}
      fieldLabels={USER_FIELD_LABELS}
      choiceLabels={CHOICE_LABELS}
      changeOf={changeOf}
      canSend={Boolean(role) && (!isMerchantRole || Boolean(merchantId))}
      settings={
        <>
          <SelectField
            label={t`Role of the imported users`}
            value={roleId}
            error={roleId ? undefined : required}
            onChange={(event) => setRoleId(event.currentTarget.value)}
          >
            <option value="">{t`Choose a role`}</option>
            {roles.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </SelectField>
          {isMerchantRole && caller.userType === 'staff' ? (
            <MerchantField db={db} error={merchantId ? undefined : required} onChange={setMerchantId} />
          ) : null}
        </>
      }
      onDone={() => void navigate({ to: '/user/manage-user', search: defaultQuery('users') })}
    />
  );
}
