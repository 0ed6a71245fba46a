import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as v from 'valibot';
import { ApiError } from '../../lib/api';
import { onlineErrorText } from '../../lib/i18n/online-error-text';
import { translateMessage } from '../../lib/i18n/server-messages';

export type FieldErrors = Record<string, string>;

/** Field messages from a failed contract parse, first issue per field, in the user's language. */
export function issuesToErrors(i18n: I18n, issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '';
    errors[key] ??= translateMessage(i18n, issue.message);
  }
  return errors;
}

/**
 * The state every account form shares: field errors, one form-level error (role="alert"), and
 * a busy flag. `run` parses with the contract schema first, so nothing invalid is ever sent.
 */
export function useFormState() {
  const { i18n } = useLingui();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  async function run<S extends v.GenericSchema>(
    schema: S,
    input: unknown,
    action: (parsed: v.InferOutput<S>) => Promise<void>,
  ): Promise<void> {
    const parsed = v.safeParse(schema, input);
    if (!parsed.success) {
      setErrors(issuesToErrors(i18n, parsed.issues));
      return;
    }
    setErrors({});
    setFormError(null);
    setBusy(true);
    try {
      await action(parsed.output);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        setErrors(Object.fromEntries(error.fieldErrors.map((field) => [field.path, field.message])));
      }
      setFormError(onlineErrorText(i18n, error));
    } finally {
      setBusy(false);
    }
  }

  return { errors, formError, setFormError, isBusy, run };
}
