import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { css } from 'styled-system/css';
import { Icon } from '../../ui/icons';

const loadCustomizer = () => import('./customizer');
const Customizer = lazy(loadCustomizer);

/**
 * The customizer's button, fixed at the window's edge so it stays reachable with the navbar
 * hidden. The drawer's code loads on the first click.
 */
export function CustomizerLauncher() {
  const { t } = useLingui();
  const [isOpen, setOpen] = useState(false);
  const [isWanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadCustomizer().catch(() => {})}
        onFocus={() => void loadCustomizer().catch(() => {})}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={css({
          position: 'fixed',
          insetInlineEnd: 0,
          top: '40%',
          zIndex: 35,
          w: '10',
          h: '10',
          borderStartStartRadius: 'md',
          borderEndStartRadius: 'md',
          bg: 'accent.default',
          color: 'fg.onAccent',
          boxShadow: 'md',
          cursor: 'pointer',
          fontSize: 'lg',
          _hover: { bg: 'accent.hover' },
        })}
      >
        <Icon name="settings" />
        <span className={css({ srOnly: true })}>{t`Open the theme customizer`}</span>
      </button>
      {isWanted ? (
        <Suspense fallback={null}>
          <Customizer open={isOpen} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
