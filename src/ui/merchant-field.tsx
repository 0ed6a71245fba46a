import { Trans } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { foldCase } from '../contract';
import type { MirrorDb } from '../lib/db';
import { SearchCombobox, type ComboboxOption } from './search-combobox';

/**
 * Choosing a merchant by name from the merchants mirror, so the choice works offline and over
 * tens of thousands of merchants: staff acting for a merchant (recording a top-up, creating a
 * client) choose among active, approved ones; a markup's scope among active ones
 * (`isApprovalRequired` false). Typing clears the choice until an option is picked.
 */
export function MerchantField({
  db,
  error,
  onChange,
  initialText = '',
  isApprovalRequired = true,
}: {
  db: MirrorDb;
  error: string | undefined;
  onChange: (merchantId: string) => void;
  /** The name of the merchant chosen already (editing). */
  initialText?: string;
  isApprovalRequired?: boolean;
}) {
  const [text, setText] = useState(initialText);
  const search = useCallback(
    async (typed: string): Promise<ComboboxOption[]> => {
      const query = foldCase(typed.trim());
      const rows = await db
        .rows('merchants')
        .find(
          (row) =>
            row['status'] === 'Active' &&
            (!isApprovalRequired || row['approvalStatus'] === 'Approved') &&
            typeof row['merchantName'] === 'string' &&
            foldCase(row['merchantName']).includes(query),
          20,
        );
      return rows.map((row) => ({
        value: row.id,
        label: String(row['merchantName']),
        hint: String(row['email'] ?? ''),
      }));
    },
    [db, isApprovalRequired],
  );
  return (
    <SearchCombobox
      label={<Trans>Merchant</Trans>}
      text={text}
      onTextChange={(typed) => {
        setText(typed);
        onChange('');
      }}
      onSelect={(option) => {
        setText(option.label);
        onChange(option.value);
      }}
      search={search}
      error={error}
      required
      emptyText={<Trans>No active merchant matches.</Trans>}
    />
  );
}
