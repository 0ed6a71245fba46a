import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { BrandMark } from './brand-mark';
import { DemoBanner } from './demo-banner';
import { LanguageSwitcher } from './language-switcher';

/**
 * The blank layout of the sign-in and account pages (docs/product.md, Screens and routes): no navigation. On
 * wide screens a brand panel (the product's name, what it is for, a drawing of the app) sits beside the form;
 * on phones the form stands alone under the brand. Drawn with tokens and CSS only: /login carries no picture
 * to download and no icon set.
 */
export function BlankLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className={page}>
      <header className={brandPanel}>
        <p className={brandRow}>
          <BrandMark size="lg" />
          <span
            className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold' })}
          >{t`Back Office`}</span>
        </p>
        <div className={pitch}>
          <p className={css({ fontSize: '3xl', fontWeight: 'bold', lineHeight: 'tight' })}>
            {t`Merchants, users, bookings, credit and invoices in one place.`}
          </p>
          <ul className={css({ display: 'grid', gap: '3', mt: '6' })}>
            {[
              t`Keeps working offline; changes are sent when you reconnect.`,
              t`Maker and checker approvals for every sensitive change.`,
              t`In English and Bahasa Malaysia.`,
            ].map((point) => (
              <li key={point} className={css({ display: 'flex', gap: '3', alignItems: 'baseline' })}>
                <span aria-hidden="true" className={tick} />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <AppSketch />
      </header>
      <div className={formColumn}>
        <div className={css({ alignSelf: 'flex-end' })}>
          <LanguageSwitcher />
        </div>
        <DemoBanner placement="sign-in" />
        <main className={formBox}>{children}</main>
      </div>
    </div>
  );
}

/** A drawing of the app (figure cards and a chart), decorative. */
function AppSketch() {
  const bars = [sketchBar8, sketchBar14, sketchBar10, sketchBar20, sketchBar16, sketchBar24, sketchBar12];
  return (
    <div aria-hidden="true" className={sketch}>
      <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '3' })}>
        {[0, 1, 2].map((card) => (
          <div key={card} className={sketchCard}>
            <div className={css({ h: '2', w: '1/2', borderRadius: 'full', bg: 'fg.onAccent/40' })} />
            <div className={css({ h: '4', w: '2/3', mt: '2', borderRadius: 'full', bg: 'fg.onAccent/80' })} />
          </div>
        ))}
      </div>
      <div
        className={cx(
          sketchCard,
          css({ display: 'flex', alignItems: 'flex-end', gap: '3', h: '32', mt: '3' }),
        )}
      >
        {bars.map((bar, index) => (
          <div key={index} className={bar} />
        ))}
      </div>
    </div>
  );
}

const page = css({
  minH: '100dvh',
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'minmax(0, 7fr) minmax(26rem, 5fr)' },
  // Phones: the form right under the brand, not pushed down by the spare height.
  alignContent: { base: 'start', md: 'stretch' },
});

const brandPanel = css({
  display: 'flex',
  flexDirection: 'column',
  px: { base: '4', md: '12' },
  pt: { base: '16', md: '10' },
  pb: { base: '0', md: '10' },
  md: {
    // The panel stays in view beside a long form (register).
    position: 'sticky',
    top: 0,
    h: '100dvh',
    bgGradient: 'to-br',
    gradientFrom: 'accent.default',
    gradientTo: 'accent.hover',
    color: 'fg.onAccent',
  },
});

const brandRow = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: { base: 'center', md: 'flex-start' },
  gap: '3',
  // On the accent panel the mark is drawn in reverse, or it would vanish into it.
  md: { '& rect': { fill: 'fg.onAccent' }, '& path': { stroke: 'accent.default' } },
});

const pitch = css({ display: { base: 'none', md: 'block' }, mt: 'auto', pt: '12', maxW: 'xl' });

const tick = css({
  flexShrink: 0,
  w: '2',
  h: '2',
  borderRadius: 'full',
  bg: 'fg.onAccent',
  transform: 'translateY(-0.1em)',
});

const sketch = css({ display: { base: 'none', md: 'block' }, mt: '10', mb: 'auto', maxW: 'xl' });

const sketchCard = css({
  p: '3',
  borderRadius: 'lg',
  bg: 'fg.onAccent/10',
  borderWidth: 'thin',
  borderColor: 'fg.onAccent/20',
});

const sketchBar = { flex: '1', borderTopRadius: 'sm', bg: 'fg.onAccent/60' } as const;
const sketchBar8 = css(sketchBar, { h: '8' });
const sketchBar10 = css(sketchBar, { h: '10' });
const sketchBar12 = css(sketchBar, { h: '12' });
const sketchBar14 = css(sketchBar, { h: '14' });
const sketchBar16 = css(sketchBar, { h: '16' });
const sketchBar20 = css(sketchBar, { h: '20' });
const sketchBar24 = css(sketchBar, { h: '24' });

const formColumn = css({
  display: 'flex',
  flexDirection: 'column',
  p: '4',
  md: { bg: 'bg.surface', px: '10', py: '6' },
  // On phones the switcher stays in the corner, above the brand.
  '& > div:first-child': { position: { base: 'absolute', md: 'static' }, top: '3', right: '4' },
});

const formBox = css({
  w: 'full',
  maxW: 'sm',
  mx: 'auto',
  my: { base: '6', md: 'auto' },
  p: { base: '6', sm: '8', md: '0' },
  bg: 'bg.surface',
  borderRadius: 'xl',
  borderWidth: { base: 'thin', md: '0' },
  borderColor: 'border.default',
  boxShadow: { base: 'md', md: 'none' },
});
