import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Icon } from '../../ui/icons';

const loadCustomizer = () => import('./customizer');
const Customizer = lazy(loadCustomizer);
const preload = () => void loadCustomizer().catch(() => {});

export type CustomizerControl = { open: () => void; drawer: ReactNode };

/**
 * The customizer's state, apart from its button: the drawer stays open while the user hides the
 * navbar that held the button (the button then moves into the navigation panel, see AppShell's
 * navbarHiddenTools). The drawer's code loads on the first hover, focus or click.
 */
export function useCustomizer(): CustomizerControl {
  const [isOpen, setOpen] = useState(false);
  const [isWanted, setWanted] = useState(false);
  return {
    open: () => {
      setWanted(true);
      setOpen(true);
    },
    drawer: isWanted ? (
      <Suspense fallback={null}>
        <Customizer open={isOpen} onOpenChange={setOpen} />
      </Suspense>
    ) : null,
  };
}

/**
 * The customizer's button, in the navbar beside the theme switcher: a gear floating at the
 * window's edge would cover the last column's buttons and the pager.
 */
export function CustomizerButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useLingui();
  const label = t`Open the theme customizer`;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={label}
      title={label}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={onOpen}
      className={css({
        minW: '10',
        h: '10',
        borderRadius: 'md',
        cursor: 'pointer',
        fontSize: 'lg',
        _hover: { bg: 'bg.subtle' },
      })}
    >
      <Icon name="settings" />
    </button>
  );
}
