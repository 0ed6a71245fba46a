/**
 * Whom a markup applies to (issue 18): every merchant, one merchant (chosen by name from the
 * merchants mirror, so it works offline over many merchants), or one client of it (from the
 * clients mirror).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useState } from 'react';
import { foldCase } from '../../contract';
import type { MirrorDb } from '../../lib/db';
import { SearchCombobox, type ComboboxOption } from '../../ui/search-combobox';
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
  const [text, setText] = useState(merchantName);
  const search = useCallback(
    async (typed: string): Promise<ComboboxOption[]> => {
      const query = foldCase(typed.trim());
      const rows = await db
        .rows('merchants')
        .find(
          (row) =>
            row['status'] === 'Active' &&
            typeof row['merchantName'] === 'string' &&
            foldCase(row['merchantName']).includes(query),
          20,
        );
      return rows.map((row) => ({ value: row.id, label: String(row['merchantName']) }));
    },
    [db],
  );
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
          if (all) {
            setText('');
            onChange({ merchantId: '', clientId: '' });
          }
        }}
      >
        <option value="all">{t`All merchants`}</option>
        <option value="merchant">{t`One merchant or its client`}</option>
      </SelectField>
      {forAll ? null : (
        <>
          <SearchCombobox
            label={<Trans>Merchant</Trans>}
            text={text}
            onTextChange={(typed) => {
              setText(typed);
              onChange({ merchantId: '', clientId: '' });
            }}
            onSelect={(option) => {
              setText(option.label);
              onChange({ merchantId: option.value, clientId: '' });
            }}
            search={search}
            error={errors.merchantId}
            required
            emptyText={<Trans>No active merchant matches.</Trans>}
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
