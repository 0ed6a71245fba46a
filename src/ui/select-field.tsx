import { Field } from '@ark-ui/react/field';
import type { ComponentProps, ReactNode } from 'react';
import { input } from 'styled-system/recipes';
import { fieldError, fieldHint, fieldLabel, fieldRoot } from './styles/field';

type SelectFieldProps = Omit<ComponentProps<'select'>, 'className'> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
};

/** A labelled native select (keyboard and screen readers for free), wired like TextField. */
export function SelectField({ label, error, hint, required, children, ...selectProps }: SelectFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} className={fieldRoot}>
      <Field.Label className={fieldLabel}>{label}</Field.Label>
      <Field.Select className={input()} {...selectProps}>
        {children}
      </Field.Select>
      {hint && !error ? <Field.HelperText className={fieldHint}>{hint}</Field.HelperText> : null}
      <Field.ErrorText className={fieldError}>{error}</Field.ErrorText>
    </Field.Root>
  );
}
