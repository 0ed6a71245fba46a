import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { translateMessage } from '../../lib/i18n/server-messages';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { toaster } from '../../ui/toaster';
import { signOutOtherSessions } from './account.api';

/**
 * After a change to how the user signs in (a passkey, two-step verification), the offer to end
 * their other sessions (docs/security.md, Sessions console): someone who got in before the change
 * stays in until then. `offer()` shows it; the element renders it where the change was made.
 */
export function useEndOtherSessionsOffer() {
  const [isOffered, setOffered] = useState(false);
  return {
    offer: () => setOffered(true),
    element: isOffered ? <EndOtherSessionsOffer onDone={() => setOffered(false)} /> : null,
  };
}

function EndOtherSessionsOffer({ onDone }: { onDone: () => void }) {
  const { i18n } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  async function endOthers() {
    setBusy(true);
    setError(null);
    try {
      await signOutOtherSessions();
      toaster.create({ title: translateMessage(i18n, 'account.otherSessionsSignedOut'), type: 'success' });
      onDone();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : null);
      setBusy(false);
    }
  }

  return (
    <div
      role="status"
      className={css({
        display: 'grid',
        gap: '2',
        borderWidth: 'thin',
        borderColor: 'border.default',
        borderRadius: 'md',
        p: '3',
        maxW: '2xl',
      })}
    >
      <p className={css({ fontSize: 'sm' })}>
        <Trans>
          Anyone already signed in to your account on another device stays signed in. Sign out your other
          sessions too?
        </Trans>
      </p>
      <FormAlert message={error} />
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <Button size="sm" disabled={isBusy} onClick={() => void endOthers()}>
          <Trans>Sign out everywhere else</Trans>
        </Button>
        <Button size="sm" variant="outline" onClick={onDone}>
          <Trans>Not now</Trans>
        </Button>
      </div>
    </div>
  );
}
