import type { ReactNode } from 'react';
import { css, cva } from 'styled-system/css';

const badge = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    px: '2',
    py: '0.5',
    borderRadius: 'full',
    fontSize: 'xs',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { bg: 'bg.subtle', color: 'fg.default' },
      success: { bg: 'success.bg', color: 'success.fg' },
      danger: { bg: 'danger.bg', color: 'danger.fg' },
      warning: { bg: 'warning.bg', color: 'warning.fg' },
      info: { bg: 'bg.selected', color: 'accent.fg' },
    },
    /** A long status may wrap between its words in a narrow column (a rounded box, not a pill). */
    wraps: { true: { whiteSpace: 'normal', borderRadius: 'md', overflowWrap: 'normal' } },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeTone = 'neutral' | 'success' | 'danger' | 'warning' | 'info';

/** A status as a coloured pill with its text (the colour is never the only sign). */
export function Badge({ tone, wraps, children }: { tone?: BadgeTone; wraps?: boolean; children: ReactNode }) {
  return <span className={badge({ tone, wraps })}>{children}</span>;
}

export const visuallyHidden = css({ srOnly: true });
