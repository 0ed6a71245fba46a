import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { deviceLabel } from '../../ui/device-name';
import type { SessionInfo } from '../../contract';
import { translateMessage } from '../../lib/i18n/server-messages';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { SessionList } from '../../ui/session-list';
import { toaster } from '../../ui/toaster';
import { listOwnSessions, signOutOtherSessions, signOutSession, unbindDevice } from './account.api';

/**
 * The user's own sessions (docs/security.md, Sessions console): each other session signs out on
 * its own, "Sign out everywhere else" ends all but this one, and unbinding a device ends every
 * session of that browser (docs/product.md, Account flows). Ending this device's session signs
 * the app out (`onCurrentEnded`).
 */
export function SessionsPanel({ onCurrentEnded }: { onCurrentEnded: () => void }) {
  const { i18n, t } = useLingui();
  const [sessions, setSessions] = useState<SessionInfo[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    listOwnSessions().then(setSessions, (failure: unknown) => {
      setSessions([]);
      setError(failure instanceof Error ? failure.message : null);
    });
  }, []);
  useEffect(load, [load]);

  async function run(
    action: () => Promise<unknown>,
    code: Parameters<typeof translateMessage>[1],
    endsThis: boolean,
  ) {
    setError(null);
    try {
      await action();
      toaster.create({ title: translateMessage(i18n, code), type: 'success' });
      if (endsThis) onCurrentEnded();
      else load();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : null);
    }
  }

  const others = sessions?.filter((session) => !session.isCurrent).length ?? 0;
  return (
    <section aria-labelledby="sessions-heading" className={css({ display: 'grid', gap: '3' })}>
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '3',
          alignItems: 'center',
          justifyContent: 'space-between',
        })}
      >
        <h2 id="sessions-heading" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
          <Trans>Signed-in sessions</Trans>
        </h2>
        <Button
          variant="outline"
          size="sm"
          disabled={others === 0}
          onClick={() => void run(signOutOtherSessions, 'account.otherSessionsSignedOut', false)}
        >
          <Trans>Sign out everywhere else</Trans>
        </Button>
      </div>
      <FormAlert message={error} />
      <SessionList
        sessions={sessions}
        label={t`Signed-in sessions`}
        actions={(session) => (
          <>
            {session.isCurrent ? null : (
              <Button
                variant="outline"
                size="sm"
                aria-label={t`Sign out ${deviceLabel(i18n, session.deviceName)}`}
                onClick={() => void run(() => signOutSession(session.id), 'account.sessionSignedOut', false)}
              >
                <Trans>Sign out</Trans>
              </Button>
            )}
            <Button
              variant="outline"
              size="sm"
              aria-label={t`Unbind ${deviceLabel(i18n, session.deviceName)}`}
              onClick={() =>
                void run(() => unbindDevice(session.id), 'account.deviceUnbound', session.isCurrent)
              }
            >
              <Trans>Unbind device</Trans>
            </Button>
          </>
        )}
      />
    </section>
  );
}
