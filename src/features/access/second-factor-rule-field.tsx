import { Trans, useLingui } from '@lingui/react/macro';
import { SelectField } from '../../ui/select-field';

/**
 * Which users of the role must sign in with two-step verification (docs/security.md, "Second
 * factor"). Staff Checkers approve money, so a new staff role requires it of them.
 */
export function SecondFactorRuleField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useLingui();
  return (
    <SelectField
      label={<Trans>Two-step verification</Trans>}
      name="secondFactor"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      hint={<Trans>Users who must give a code from their phone as well as their password.</Trans>}
    >
      <option value="none">{t`Not required`}</option>
      <option value="checkers">{t`Required for Checkers`}</option>
      <option value="everyone">{t`Required for everyone`}</option>
    </SelectField>
  );
}
