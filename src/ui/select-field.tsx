import { Field } from '@ark-ui/react/field';
import type { ComponentProps, ReactNode } from 'react';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';

type SelectFieldProps = Omit<ComponentProps<'select'>, 'className'> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
};

/** A labelled native select (keyboard and screen readers for free), wired like TextField. */
export function SelectField({ label, error, hint, children, ...selectProps }: SelectFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} className={css({ display: 'grid', gap: '1' })}>
      <Field.Label className={css({ fontSize: 'sm', fontWeight: 'medium' })}>{label}</Field.Label>
      <Field.Select className={input()} {...selectProps}>
        {children}
      </Field.Select>
      {hint && !error ? (
        <Field.HelperText className={css({ fontSize: 'xs', color: 'fg.muted' })}>{hint}</Field.HelperText>
      ) : null}
      <Field.ErrorText className={css({ fontSize: 'sm', color: 'danger.fg' })}>{error}</Field.ErrorText>
    </Field.Root>
  );
}
