import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

/** A labelled checkbox with its error; native, so keyboard and screen readers need nothing extra. */
export function CheckboxField({
  name,
  label,
  error,
}: {
  name: string;
  label: ReactNode;
  error?: string | undefined;
}) {
  const errorId = `${name}-error`;
  return (
    <div className={css({ display: 'grid', gap: '1' })}>
      <label className={css({ display: 'flex', gap: '2', alignItems: 'start', fontSize: 'sm' })}>
        <input
          type="checkbox"
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={css({ mt: '1' })}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <span id={errorId} className={css({ fontSize: 'sm', color: 'danger.fg' })}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
