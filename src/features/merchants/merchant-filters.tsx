import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import type { MerchantListQuery } from '../../contract';
import { TextField } from '../../ui/text-field';

type FilterKey = 'merchantName' | 'email' | 'contactNumber';
type MerchantFiltersProps = {
  query: MerchantListQuery;
  onChange: (filters: Pick<MerchantListQuery, FilterKey>) => void;
};

const DEBOUNCE_MS = 200;

/** The three list filters of SPEC §3; typing is debounced so every keystroke is not a new URL. */
export function MerchantFilters({ query, onChange }: MerchantFiltersProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState({
    merchantName: query.merchantName,
    email: query.email,
    contactNumber: query.contactNumber,
  });

  useEffect(() => {
    if (
      draft.merchantName === query.merchantName &&
      draft.email === query.email &&
      draft.contactNumber === query.contactNumber
    ) {
      return;
    }
    const timer = setTimeout(() => onChange(draft), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, query.merchantName, query.email, query.contactNumber, onChange]);

  const field = (key: FilterKey, label: string) => (
    <TextField
      label={label}
      type="search"
      value={draft[key]}
      onChange={(event) => {
        const value = event.target.value;
        setDraft((previous) => ({ ...previous, [key]: value }));
      }}
    />
  );

  return (
    <div
      role="search"
      aria-label={t`Filter merchants`}
      className={css({
        display: 'grid',
        gap: '3',
        gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
      })}
    >
      {field('merchantName', t`Merchant name`)}
      {field('email', t`Email`)}
      {field('contactNumber', t`Contact number`)}
    </div>
  );
}
