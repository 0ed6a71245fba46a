import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { LanguageSwitcher } from './language-switcher';

/** The blank layout of the auth pages: no navigation, one card in the middle. */
export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <div className={css({ minH: '100dvh', display: 'grid', placeItems: 'center', p: '4' })}>
      <div className={css({ position: 'fixed', top: '3', right: '4' })}>
        <LanguageSwitcher />
      </div>
      <main
        className={css({
          w: 'full',
          maxW: 'sm',
          bg: 'bg.surface',
          borderWidth: '1px',
          borderColor: 'border.default',
          borderRadius: 'xl',
          boxShadow: 'md',
          p: '8',
        })}
      >
        {children}
      </main>
    </div>
  );
}
