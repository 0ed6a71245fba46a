import { Trans, useLingui } from '@lingui/react/macro';
import { translateMessage } from '../../lib/i18n/server-messages';
import { TextField } from '../../ui/text-field';
import type { FieldErrors } from './form-state';

/** New password and its confirmation, with the hint of docs/product.md, Password policy. */
export function NewPasswordFields({ errors }: { errors: FieldErrors }) {
  const { i18n } = useLingui();
  return (
    <>
      <TextField
        label={<Trans>New password</Trans>}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={translateMessage(i18n, 'account.passwordHint')}
        error={errors.password}
      />
      <TextField
        label={<Trans>Confirm new password</Trans>}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
      />
    </>
  );
}
