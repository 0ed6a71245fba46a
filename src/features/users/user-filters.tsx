import { Field } from '@ark-ui/react/field';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import type { Role, UserListQuery } from '../../contract';
import { TextField } from '../../ui/text-field';

type TextKey = 'fullName' | 'email' | 'merchantName' | 'contactNumber';
export type UserFilterValues = Pick<UserListQuery, TextKey | 'filterRole'>;

const DEBOUNCE_MS = 200;

/** The user-list filters of SPEC §3 (role, full name, email, merchant name, contact number). */
export function UserFilters({
  query,
  roles,
  onChange,
}: {
  query: UserListQuery;
  roles: Role[];
  onChange: (filters: UserFilterValues) => void;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<Record<TextKey, string>>({
    fullName: query.fullName,
    email: query.email,
    merchantName: query.merchantName,
    contactNumber: query.contactNumber,
  });

  useEffect(() => {
    const keys = Object.keys(draft) as TextKey[];
    if (keys.every((key) => draft[key] === query[key])) return;
    const timer = setTimeout(() => onChange({ ...draft, filterRole: query.filterRole }), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, query, onChange]);

  const field = (key: TextKey, label: string) => (
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
      aria-label={t`Filter users`}
      className={css({
        display: 'grid',
        gap: '3',
        gridTemplateColumns: { base: '1fr', md: 'repeat(5, 1fr)' },
      })}
    >
      <Field.Root className={css({ display: 'grid', gap: '1' })}>
        <Field.Label className={css({ fontSize: 'sm', fontWeight: 'medium' })}>{t`Role`}</Field.Label>
        <Field.Select
          className={input()}
          value={query.filterRole}
          onChange={(event) => onChange({ ...draft, filterRole: event.currentTarget.value })}
        >
          <option value="">{t`All roles`}</option>
          {roles.map((role) => (
            <option key={role.id} value={role.id}>
              {role.name}
            </option>
          ))}
        </Field.Select>
      </Field.Root>
      {field('fullName', t`Full name`)}
      {field('email', t`Email`)}
      {field('merchantName', t`Merchant name`)}
      {field('contactNumber', t`Contact number`)}
    </div>
  );
}
