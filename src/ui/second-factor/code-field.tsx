import { Trans } from '@lingui/react/macro';
import { TextField } from '../text-field';

/**
 * The 6-digit code of an authenticator app: a numeric keypad on phones, and `one-time-code` so the
 * browser may offer a code it has seen.
 */
export function CodeField({
  name,
  error,
  autoFocus,
}: {
  name: string;
  error: string | undefined;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label={<Trans>Verification code</Trans>}
      name={name}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      required
      autoFocus={autoFocus}
      error={error}
    />
  );
}
