import { Field } from '@ark-ui/react/field';
import type { ComponentProps, ReactNode } from 'react';
import { input } from 'styled-system/recipes';
import { fieldError, fieldHint, fieldLabel, fieldRoot } from './styles/field';

type TextFieldProps = Omit<ComponentProps<'input'>, 'className'> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
};

/** A labelled input; Ark's Field wires the label, hint and error to the input for screen readers. */
export function TextField({ label, error, hint, required, ...inputProps }: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} className={fieldRoot}>
      <Field.Label className={fieldLabel}>{label}</Field.Label>
      <Field.Input className={input()} {...inputProps} />
      {hint && !error ? <Field.HelperText className={fieldHint}>{hint}</Field.HelperText> : null}
      <Field.ErrorText className={fieldError}>{error}</Field.ErrorText>
    </Field.Root>
  );
}
