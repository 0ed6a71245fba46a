import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

/** Labelled values of an e-invoice, three to a row on a wide screen, one on a phone. */
export function FactList({ facts }: { facts: readonly (readonly [ReactNode, ReactNode])[] }) {
  return (
    <dl
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
        gap: '3',
      })}
    >
      {facts.map(([label, value], index) => (
        <div key={index} className={css({ minW: '0', overflowWrap: 'anywhere' })}>
          <dt className={css({ fontSize: 'sm', color: 'fg.muted' })}>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
