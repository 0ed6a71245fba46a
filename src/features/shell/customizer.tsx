import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { Icon } from '../../ui/icons';
import { resetLayoutPrefs, updateLayoutPrefs, useLayoutPrefs } from '../../lib/prefs/layout-prefs';
import {
  BAR_TYPES,
  CONTENT_WIDTHS,
  NAV_LAYOUTS,
  SKINS,
  THEMES,
  type LayoutPrefs,
} from '../../lib/prefs/layout-rules';

const OPTION_LABELS: Record<string, MessageDescriptor> = {
  light: msg`Light`,
  dark: msg`Dark`,
  system: msg`System`,
  default: msg`Default`,
  bordered: msg`Bordered`,
  boxed: msg`Boxed`,
  fluid: msg`Fluid`,
  sticky: msg`Sticky`,
  static: msg`Static`,
  hidden: msg`Hidden`,
  vertical: msg`Vertical`,
  horizontal: msg`Horizontal`,
};

type Choice = 'theme' | 'skin' | 'contentWidth' | 'navbarType' | 'footerType' | 'navLayout';

/**
 * The customizer drawer: every layout preference of docs/product.md, Layout and preferences, applied and
 * saved at once.
 */
export default function Customizer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const prefs = useLayoutPrefs();

  const choices = (name: Choice, legend: ReactNode, values: readonly string[], extra?: ReactNode) => (
    <fieldset className={group}>
      <legend className={legendStyle}>{legend}</legend>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {values.map((value) => (
          <label key={value} className={optionStyle}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={prefs[name] === value}
              onChange={() => updateLayoutPrefs({ [name]: value } as Partial<LayoutPrefs>)}
            />
            {i18n._(OPTION_LABELS[value] as MessageDescriptor)}
          </label>
        ))}
      </div>
      {extra}
    </fieldset>
  );

  const toggle = (
    name: 'isNavbarBlurEnabled' | 'isVerticalNavCollapsed',
    label: ReactNode,
    disabled = false,
  ) => (
    <label className={css({ display: 'flex', alignItems: 'center', gap: '2', mt: '2', fontSize: 'sm' })}>
      <input
        type="checkbox"
        checked={prefs[name]}
        disabled={disabled}
        onChange={(event) => updateLayoutPrefs({ [name]: event.target.checked })}
      />
      {label}
    </label>
  );

  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={css({ position: 'fixed', inset: 0, bg: 'black/40', zIndex: 60 })} />
        <Dialog.Positioner
          className={css({
            position: 'fixed',
            inset: 0,
            zIndex: 61,
            display: 'flex',
            justifyContent: 'flex-end',
          })}
        >
          <Dialog.Content
            data-surface
            className={css({
              bg: 'bg.surface',
              color: 'fg.default',
              w: 'full',
              maxW: '96',
              h: '100dvh',
              overflowY: 'auto',
              boxShadow: 'xl',
              borderInlineStartWidth: 'thin',
              borderColor: 'border.default',
              p: '6',
              display: 'grid',
              alignContent: 'start',
              gap: '5',
            })}
          >
            <div className={css({ display: 'flex', alignItems: 'start', gap: '3' })}>
              <div className={css({ flex: '1' })}>
                <Dialog.Title className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
                  <Trans>Theme customizer</Trans>
                </Dialog.Title>
                <Dialog.Description className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                  <Trans>Customize and preview the layout. Your choices are saved on this device.</Trans>
                </Dialog.Description>
              </div>
              <Dialog.CloseTrigger className={button({ variant: 'ghost', size: 'sm' })}>
                <Icon name="close" />
                <span className={css({ srOnly: true })}>{t`Close`}</span>
              </Dialog.CloseTrigger>
            </div>
            {choices('theme', <Trans>Theme</Trans>, THEMES)}
            {choices('skin', <Trans>Skin</Trans>, SKINS)}
            {choices('contentWidth', <Trans>Content width</Trans>, CONTENT_WIDTHS)}
            {choices(
              'navbarType',
              <Trans>Navbar</Trans>,
              BAR_TYPES,
              toggle('isNavbarBlurEnabled', <Trans>Blur the navbar background</Trans>),
            )}
            {choices('footerType', <Trans>Footer</Trans>, BAR_TYPES)}
            {choices(
              'navLayout',
              <Trans>Navigation</Trans>,
              NAV_LAYOUTS,
              toggle(
                'isVerticalNavCollapsed',
                <Trans>Collapse the vertical navigation</Trans>,
                prefs.navLayout !== 'vertical',
              ),
            )}
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              <Trans>
                On screens narrower than 1280 pixels the navigation is always vertical and opens from the
                navbar.
              </Trans>
            </p>
            <div>
              <button type="button" className={button({ variant: 'outline' })} onClick={resetLayoutPrefs}>
                <Trans>Reset to defaults</Trans>
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const group = css({ display: 'grid', gap: '2', border: 'none', p: 0, m: 0 });
const legendStyle = css({ fontWeight: 'semibold', fontSize: 'sm', mb: '2' });
const optionStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  px: '3',
  py: '2',
  borderWidth: 'thin',
  borderColor: 'border.strong',
  borderRadius: 'md',
  fontSize: 'sm',
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: 'accent.default', bg: 'bg.selected', color: 'accent.fg' },
});
