import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { TextField } from '../../ui/text-field';

/** The secret (security) phrase with its stated policy (contract: meetsPhrasePolicy). */
export function PhraseField({
  name,
  label,
  error,
  defaultValue,
}: {
  name: string;
  label: ReactNode;
  error: string | undefined;
  defaultValue?: string | undefined;
}) {
  return (
    <TextField
      label={label}
      name={name}
      autoComplete="off"
      required
      defaultValue={defaultValue}
      hint={
        <Trans>
          8 to 40 characters, at least two words, letters, numbers and spaces only. We show it in every email
          we send you, so you can tell our emails from fake ones.
        </Trans>
      }
      error={error}
    />
  );
}
