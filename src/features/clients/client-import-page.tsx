/**
 * Import Clients (/client/import-clients): the shared import screen (docs/ARCHITECTURE.md, Import)
 * with the client form's labels and change builders, so an imported row is queued exactly as the
 * form queues it. Staff choose the merchant the clients belong to, as on the form.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { CLIENT_FIELD_NAMES, ClientCreateSchema, type Client, type SessionUser } from '../../contract';
import { getMirror, type MirrorRow } from '../../lib/db';
import { defaultQuery } from '../../lib/list-engine';
import { translateMessage } from '../../lib/i18n/server-messages';
import { changedValues } from '../../lib/list-import';
import { ImportScreen } from '../../ui/import/import-screen';
import { MerchantField } from '../../ui/merchant-field';
import { CLIENT_FIELD_LABELS } from './client-field-labels';
import { createClientChange, updateClientChange } from './clients.store';
import { ACCOUNT_TYPE_LABELS, EMPLOYEE_COUNT_LABELS } from './use-client-labels';

/** The choice cells' words, as the form's options and the list's export show them. */
const CHOICE_LABELS = {
  accountType: ACCOUNT_TYPE_LABELS,
  employeeCount: EMPLOYEE_COUNT_LABELS,
  title: { NA: msg`None` },
};

export function ClientImportPage({ caller }: { caller: SessionUser }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const db = getMirror();
  const isStaff = caller.userType === 'staff';
  const [merchantId, setMerchantId] = useState(caller.merchantId ?? '');

  const changeOf = (values: Record<string, unknown>, existing: MirrorRow | undefined) => {
    if (existing) {
      const row = existing as unknown as Client;
      const changes = changedValues(CLIENT_FIELD_NAMES, values, row);
      return changes ? updateClientChange(row, changes, { kind: 'keep' }) : null;
    }
    const body = v.parse(ClientCreateSchema, {
      id: crypto.randomUUID(),
      ...values,
      merchantId: merchantId || null,
    });
    return createClientChange(body, merchantId, null, isStaff);
  };

  if (!db) return null;
  return (
    <ImportScreen
      db={db}
      area="clients"
      title={<Trans>Import Clients</Trans>}
      fieldLabels={CLIENT_FIELD_LABELS}
      choiceLabels={CHOICE_LABELS}
      changeOf={changeOf}
      canSend={Boolean(merchantId)}
      settings={
        isStaff ? (
          <MerchantField
            db={db}
            error={merchantId ? undefined : translateMessage(i18n, 'validation.required')}
            onChange={setMerchantId}
          />
        ) : null
      }
      onDone={() => void navigate({ to: '/client/client-list', search: defaultQuery('clients') })}
    />
  );
}
