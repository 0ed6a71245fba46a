import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { SessionInfo, SignInMethod } from '../contract';
import { formatDateTime } from '../lib/format/date';
import { deviceLabel } from './device-name';
import { Loading } from './loading';

function useMethodLabel(): (method: SignInMethod) => string {
  const { t } = useLingui();
  const labels: Record<SignInMethod, string> = {
    password: t`Password`,
    passkey: t({ message: 'Passkey', context: 'sign-in method' }),
    sso: t`Single sign-on`,
  };
  return (method) => labels[method];
}

/**
 * Live sign-ins, one row each (docs/security.md, Sessions console): device and browser, how the
 * session began, when, when it was last active and from which address. `actions` adds the row's
 * buttons; null sessions: still loading.
 */
export function SessionList({
  sessions,
  label,
  actions,
}: {
  sessions: readonly SessionInfo[] | null;
  label: string;
  actions?: (session: SessionInfo) => ReactNode;
}) {
  const { i18n } = useLingui();
  const methodLabel = useMethodLabel();
  if (sessions === null) return <Loading />;
  if (sessions.length === 0) {
    return (
      <p className={css({ color: 'fg.muted' })}>
        <Trans>Not signed in on any device.</Trans>
      </p>
    );
  }
  return (
    <ul aria-label={label} className={css({ display: 'grid', gap: '2' })}>
      {sessions.map((session) => {
        const signedIn = formatDateTime(session.signedInAt, i18n.locale);
        const lastSeen = formatDateTime(session.lastSeenAt, i18n.locale);
        const method = methodLabel(session.method);
        const address = session.address ?? '—';
        return (
          <li
            key={session.id}
            aria-label={deviceLabel(i18n, session.deviceName)}
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'space-between',
              alignItems: 'center',
              gap: '3',
              borderWidth: 'thin',
              borderColor: 'border.default',
              borderRadius: 'md',
              p: '3',
            })}
          >
            <div className={css({ display: 'grid', gap: '1', minWidth: '0' })}>
              <div className={css({ fontWeight: 'medium' })}>
                {deviceLabel(i18n, session.deviceName)}
                {session.isCurrent ? (
                  <span className={css({ color: 'fg.muted', fontWeight: 'normal' })}>
                    {' '}
                    <Trans>(this device)</Trans>
                  </span>
                ) : null}
              </div>
              <div className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                <Trans>
                  Signed in {signedIn} with {method}
                </Trans>
              </div>
              <div className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                <Trans>
                  Last seen {lastSeen} from {address}
                </Trans>
              </div>
            </div>
            {actions ? (
              <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>{actions(session)}</div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
