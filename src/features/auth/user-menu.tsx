import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { SessionUser } from '../../contract';

const itemStyle = css({
  px: '3',
  py: '2',
  borderRadius: 'sm',
  cursor: 'pointer',
  _highlighted: { bg: 'bg.subtle' },
});

/** The navbar's user-profile widget: who is signed in, as which role, and sign out. */
export function UserMenu({
  user,
  onSignOut,
  onOpenSettings,
  onOpenHelp,
}: {
  user: SessionUser;
  onSignOut: () => void;
  onOpenSettings: () => void;
  /** Opens the help article of the screen in view (the navbar's Help icon shows on wide screens only). */
  onOpenHelp: () => void;
}) {
  const { t } = useLingui();
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return (
    <Menu.Root
      onSelect={(details) => {
        if (details.value === 'sign-out') onSignOut();
        if (details.value === 'account-settings') onOpenSettings();
        if (details.value === 'help') onOpenHelp();
      }}
    >
      <Menu.Trigger
        aria-label={t`Account menu for ${fullName}`}
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '2',
          cursor: 'pointer',
          borderRadius: 'md',
          px: '2',
          py: '1',
          _hover: { bg: 'bg.subtle' },
        })}
      >
        <span
          aria-hidden
          className={css({
            w: '8',
            h: '8',
            borderRadius: 'full',
            bg: 'accent.default',
            color: 'fg.onAccent',
            display: 'grid',
            placeItems: 'center',
            fontSize: 'sm',
            fontWeight: 'semibold',
          })}
        >
          {initials}
        </span>
        <span className={css({ textAlign: 'left', display: { base: 'none', sm: 'block' } })}>
          <span className={css({ display: 'block', fontWeight: 'medium', fontSize: 'sm' })}>{fullName}</span>
          <span className={css({ display: 'block', color: 'fg.muted', fontSize: 'xs' })}>{user.role}</span>
        </span>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content
            className={css({
              bg: 'bg.surface',
              borderWidth: 'thin',
              borderColor: 'border.default',
              borderRadius: 'md',
              boxShadow: 'lg',
              p: '1',
              minW: '48',
              zIndex: 50,
              outline: 'none',
            })}
          >
            <div className={css({ px: '3', py: '2', fontSize: 'sm' })}>
              <div className={css({ fontWeight: 'medium' })}>{fullName}</div>
              <div className={css({ color: 'fg.muted' })}>{user.email}</div>
              {user.merchantName ? (
                <div className={css({ color: 'fg.muted' })}>{user.merchantName}</div>
              ) : null}
            </div>
            <Menu.Separator className={css({ borderColor: 'border.default', my: '1' })} />
            <Menu.Item value="account-settings" className={itemStyle}>
              <Trans>Account settings</Trans>
            </Menu.Item>
            <Menu.Item value="help" className={itemStyle}>
              <Trans>Help</Trans>
            </Menu.Item>
            <Menu.Item value="sign-out" className={itemStyle}>
              <Trans>Sign out</Trans>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
