import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

type FormAlertProps = {
  message: ReactNode | null;
  /** A heading above the message ('Top Up Error', say). */
  title?: ReactNode;
  /** What the user can do next, below the message. */
  children?: ReactNode;
};

/** A form's error, read by screen readers; stays until the next attempt. */
export function FormAlert({ message, title, children }: FormAlertProps) {
  if (!message && !title) return null;
  return (
    <div
      role="alert"
      className={css({
        bg: 'danger.bg',
        color: 'danger.fg',
        borderWidth: 'thin',
        borderColor: 'danger.border',
        borderRadius: 'md',
        p: '3',
        fontSize: 'sm',
        display: 'grid',
        gap: '1',
      })}
    >
      {title ? <strong className={css({ fontSize: 'md' })}>{title}</strong> : null}
      {message ? <span>{message}</span> : null}
      {children}
    </div>
  );
}
