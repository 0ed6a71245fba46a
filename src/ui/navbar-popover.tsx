import { Popover } from '@ark-ui/react/popover';
import { Portal } from '@ark-ui/react/portal';
import { useId, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Icon, type IconName } from './icons';

type NavbarPopoverProps = {
  label: string;
  icon: IconName;
  badge?: number;
  title: ReactNode;
  /** Content, or a function of `close` for content whose links leave the panel behind. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** A panel of sentences (notifications) rather than short links. */
  isWide?: boolean;
};

/** A navbar button opening a small panel (shortcuts, notifications). */
export function NavbarPopover({ label, icon, badge, title, children, isWide = false }: NavbarPopoverProps) {
  const [isOpen, setOpen] = useState(false);
  // The panel is a dialog named by its title (zag names it only once it has seen the title render).
  const titleId = `${useId()}-title`;
  const close = () => setOpen(false);
  return (
    <Popover.Root
      lazyMount
      unmountOnExit
      ids={{ title: titleId }}
      open={isOpen}
      onOpenChange={(details) => setOpen(details.open)}
      positioning={{ placement: 'bottom-end' }}
    >
      <Popover.Trigger
        aria-label={label}
        className={css({
          position: 'relative',
          minW: '10',
          h: '10',
          borderRadius: 'md',
          cursor: 'pointer',
          fontSize: 'lg',
          _hover: { bg: 'bg.subtle' },
        })}
      >
        <Icon name={icon} />
        {badge ? (
          <span
            aria-hidden
            className={css({
              position: 'absolute',
              top: '0.5',
              insetInlineEnd: '0.5',
              minW: '5',
              h: '5',
              px: '1',
              borderRadius: 'full',
              bg: 'danger.fg',
              color: 'bg.surface',
              fontSize: 'xs',
              fontWeight: 'bold',
              lineHeight: '1.25rem',
            })}
          >
            {badge}
          </span>
        ) : null}
      </Popover.Trigger>
      <Portal>
        {/* zag writes `z-index: var(--z-index)` and `--z-index: auto` inline; only an inline value wins. */}
        <Popover.Positioner style={{ zIndex: 50 }}>
          <Popover.Content
            aria-labelledby={titleId}
            data-surface
            className={css({
              bg: 'bg.surface',
              color: 'fg.default',
              borderWidth: 'thin',
              borderColor: 'border.default',
              borderRadius: 'md',
              boxShadow: 'lg',
              p: '3',
              w: isWide ? '96' : '80',
              maxW: '90vw',
              display: 'grid',
              gap: '2',
            })}
          >
            <Popover.Title className={css({ fontWeight: 'semibold' })}>{title}</Popover.Title>
            {typeof children === 'function' ? children(close) : children}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

export const panelLink = css({
  display: 'block',
  px: '2',
  py: '2',
  borderRadius: 'md',
  fontSize: 'sm',
  color: 'accent.fg',
  _hover: { bg: 'bg.subtle' },
});
