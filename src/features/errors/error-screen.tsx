import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';

type ErrorScreenProps = { code: string; title: ReactNode; text: ReactNode };

export function ErrorScreen({ code, title, text }: ErrorScreenProps) {
  return (
    <main
      className={css({
        minH: '100dvh',
        display: 'grid',
        placeContent: 'center',
        textAlign: 'center',
        gap: '4',
        p: '6',
      })}
    >
      {code ? (
        <p aria-hidden className={css({ fontSize: '6xl', fontWeight: 'bold', color: 'fg.muted' })}>
          {code}
        </p>
      ) : null}
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{title}</h1>
      <p className={css({ color: 'fg.muted', maxW: 'md' })}>{text}</p>
      <div>
        <Link to="/" className={button()}>
          <Trans>Back to Home</Trans>
        </Link>
      </div>
    </main>
  );
}
