import { css } from 'styled-system/css';

/**
 * The product's mark (the favicon's shape, public/favicon.svg) drawn in the theme's accent, so it
 * follows light and dark. Decorative: the product name is always written beside it or in a label.
 */
export function BrandMark({ size = 'md' }: { size?: keyof typeof SIZES }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 64 64" className={SIZES[size]}>
      <rect width="64" height="64" rx="14" className={css({ fill: 'accent.default' })} />
      <path
        d="M22 15v34M22 15h11a8.5 8.5 0 0 1 0 17H22M22 32h13a8.5 8.5 0 0 1 0 17H22"
        fill="none"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={css({ stroke: 'fg.onAccent' })}
      />
    </svg>
  );
}

const SIZES = {
  md: css({ flexShrink: 0, w: '8', h: '8' }),
  lg: css({ flexShrink: 0, w: '12', h: '12' }),
};
