import { css } from 'styled-system/css';

/** A form's error, read by screen readers; stays until the next attempt. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className={css({
        bg: 'danger.bg',
        color: 'danger.fg',
        borderWidth: '1px',
        borderColor: 'danger.border',
        borderRadius: 'md',
        p: '3',
        fontSize: 'sm',
      })}
    >
      {message}
    </div>
  );
}
