import { Field } from '@ark-ui/react/field';
import type { ComponentProps, ReactNode } from 'react';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';

type TextFieldProps = Omit<ComponentProps<'input'>, 'className'> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
};

/** A labelled input; Ark's Field wires the label, hint and error to the input for screen readers. */
export function TextField({ label, error, hint, required, ...inputProps }: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} className={css({ display: 'grid', gap: '1' })}>
      <Field.Label className={css({ fontSize: 'sm', fontWeight: 'medium' })}>{label}</Field.Label>
      <Field.Input className={input()} {...inputProps} />
      {hint && !error ? (
        <Field.HelperText className={css({ fontSize: 'xs', color: 'fg.muted' })}>{hint}</Field.HelperText>
      ) : null}
      <Field.ErrorText className={css({ fontSize: 'sm', color: 'danger.fg' })}>{error}</Field.ErrorText>
    </Field.Root>
  );
}
