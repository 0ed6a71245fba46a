import { Trans } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import type * as v from 'valibot';
import type { OtpPurpose } from '../../contract';
import { Button } from '../../ui/button';
import { toaster } from '../../ui/toaster';
import { FormAlert } from '../../ui/form-alert';
import { useFormState, type FieldErrors } from './form-state';
import { OtpField } from './otp-field';

/**
 * One security setting: its fields, the OTP step and Save (or `submitLabel`). The form's values
 * plus the challenge and the code are parsed by `schema` and sent by `save`, which answers the
 * success message.
 */
export function SecurityChangeForm<S extends v.GenericSchema>({
  purpose,
  schema,
  save,
  fields,
  submitLabel,
}: {
  purpose: OtpPurpose;
  schema: S;
  save: (input: v.InferOutput<S>) => Promise<string>;
  fields: (errors: FieldErrors) => ReactNode;
  submitLabel?: ReactNode;
}) {
  const [challengeId, setChallengeId] = useState<string | null>(null);
  // A used code is gone; remounting the OTP step lets the next change send a new one at once.
  const [round, setRound] = useState(0);
  const { errors, formError, isBusy, run } = useFormState();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const input = { ...Object.fromEntries(new FormData(element)), challengeId: challengeId ?? '' };
    void run(schema, input, async (parsed) => {
      const message = await save(parsed);
      toaster.create({ title: message, type: 'success' });
      element.reset();
      setChallengeId(null);
      setRound((value) => value + 1);
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className={css({ display: 'grid', gap: '4', maxW: 'md' })}>
      <FormAlert message={formError} />
      {fields(errors)}
      <OtpField
        key={round}
        purpose={purpose}
        error={errors.otp ?? errors.challengeId}
        onChallenge={setChallengeId}
      />
      <Button type="submit" disabled={isBusy}>
        {submitLabel ?? <Trans>Save</Trans>}
      </Button>
    </form>
  );
}
