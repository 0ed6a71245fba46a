/**
 * Whom a markup applies to: every merchant, one merchant (chosen by name from the
 * merchants mirror, so it works offline over many merchants), or one client of it (from the
 * clients mirror).
 */
import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { MirrorDb } from '../../lib/db';
import { MerchantField } from '../../ui/merchant-field';
import { SelectField } from '../../ui/select-field';

type Props = {
  db: MirrorDb;
  merchantId: string;
  merchantName: string;
  clientId: string;
  errors: { merchantId?: string | undefined; clientId?: string | undefined };
  onChange: (next: { merchantId?: string; clientId?: string }) => void;
};

export function MarkupScopeFields({ db, merchantId, merchantName, clientId, errors, onChange }: Props) {
  const { t } = useLingui();
  const [forAll, setForAll] = useState(merchantId === '');
  const clients =
    useLiveQuery(
      async () =>
        merchantId
          ? await db
              .rows('clients')
              .find((row) => row['merchantId'] === merchantId && row['status'] === 'Active', 200)
          : [],
      [db, merchantId],
    ) ?? [];

  return (
    <>
      <SelectField
        label={t`Applies for`}
        value={forAll ? 'all' : 'merchant'}
        onChange={(event) => {
          const all = event.target.value === 'all';
          setForAll(all);
          if (all) onChange({ merchantId: '', clientId: '' });
        }}
      >
        <option value="all">{t`All merchants`}</option>
        <option value="merchant">{t`One merchant or its client`}</option>
      </SelectField>
      {forAll ? null : (
        <>
          {/* Opened again after "All merchants", it starts empty: the choice was cleared. */}
          <MerchantField
            db={db}
            initialText={merchantId ? merchantName : ''}
            isApprovalRequired={false}
            error={errors.merchantId}
            onChange={(id) => onChange({ merchantId: id, clientId: '' })}
          />
          <SelectField
            label={t`Client`}
            value={clientId}
            disabled={!merchantId}
            error={errors.clientId}
            onChange={(event) => onChange({ clientId: event.target.value })}
          >
            <option value="">{t`Every client of the merchant`}</option>
            {clients.map((row) => (
              <option key={row.id} value={row.id}>
                {String(row['companyName'] ?? `${String(row['firstName'])} ${String(row['lastName'])}`)}
              </option>
            ))}
          </SelectField>
        </>
      )}
    </>
  );
}
