import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { mayManageSessionsOf, type SessionInfo, type SessionUser } from '../../contract';
import { translateMessage } from '../../lib/i18n/server-messages';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';
import { SessionList } from '../../ui/session-list';
import { toaster } from '../../ui/toaster';
import { endUserSessions, listUserSessions } from './user-sessions.api';

/**
 * A user's live sessions on their edit screen, for a staff Checker who manages users
 * (`mayManageSessionsOf`), who may end them all (audited on the server). Read from the server,
 * not the device copy: sessions are not mirrored.
 */
export function UserSessionsSection({
  caller,
  userId,
  name,
}: {
  caller: SessionUser;
  userId: string;
  name: string;
}) {
  if (!mayManageSessionsOf(caller) || caller.userID === userId) return null;
  return <SessionsOf userId={userId} name={name} />;
}

function SessionsOf({ userId, name }: { userId: string; name: string }) {
  const { i18n, t } = useLingui();
  const [sessions, setSessions] = useState<SessionInfo[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isConfirming, setConfirming] = useState(false);

  const load = useCallback(() => {
    listUserSessions(userId).then(setSessions, (failure: unknown) => {
      setSessions([]);
      setError(failure instanceof Error ? failure.message : null);
    });
  }, [userId]);
  useEffect(load, [load]);

  async function endAll() {
    setError(null);
    try {
      await endUserSessions(userId);
      toaster.create({ title: translateMessage(i18n, 'user.sessionsEnded'), type: 'success' });
      load();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : null);
    }
  }

  return (
    <section aria-labelledby="user-sessions-heading" className={css({ display: 'grid', gap: '3', mt: '6' })}>
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '3',
          alignItems: 'center',
          justifyContent: 'space-between',
        })}
      >
        <h2 id="user-sessions-heading" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
          <Trans>Sessions of {name}</Trans>
        </h2>
        <Button
          variant="outline"
          size="sm"
          disabled={!sessions || sessions.length === 0}
          onClick={() => setConfirming(true)}
        >
          <Trans>End all sessions</Trans>
        </Button>
      </div>
      <FormAlert message={error} />
      <SessionList sessions={sessions} label={t`Sessions of ${name}`} />
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title={<Trans>End all sessions of {name}?</Trans>}
        description={
          <Trans>Every device where {name} is signed in is signed out at once. They can sign in again.</Trans>
        }
        confirmLabel={<Trans>End all sessions</Trans>}
        onConfirm={() => void endAll()}
      />
    </section>
  );
}
