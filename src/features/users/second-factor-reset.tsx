import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import { isAllowed, secondFactorResetRefusal, USER_FUNCTIONS } from '../../contract';
import type { SessionUser, User } from '../../contract';
import { apiRequest } from '../../lib/api';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';
import { toaster } from '../../ui/toaster';

const resetSecondFactor = (id: string) =>
  apiRequest('/User/second-factor/reset', { method: 'POST', body: { id }, schema: v.null() });

/**
 * "Reset two-step verification" for a user who lost their authenticator and recovery codes
 * (docs/security.md, "Second factor"): offered to a staff Checker who decides user changes, never
 * on their own account. Online only, like every decision that mails someone.
 */
export function SecondFactorReset({ caller, user }: { caller: SessionUser; user: User }) {
  const { t } = useLingui();
  const [isOpen, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [menuKey, action] = USER_FUNCTIONS.decide;
  if (!isAllowed(caller.permissions, menuKey, action) || secondFactorResetRefusal(caller, user.id) !== null) {
    return null;
  }
  const name = `${user.firstName} ${user.lastName}`;

  async function reset() {
    setBusy(true);
    setError(null);
    try {
      await resetSecondFactor(user.id);
      toaster.create({ title: t`Two-step verification of ${name} is reset.`, type: 'success' });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t`The change could not be saved.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={css({ display: 'grid', gap: '2', maxW: '2xl', mt: '6' })}>
      <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        <Trans>Two-step verification</Trans>
      </h2>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        <Trans>
          If this user lost their authenticator app and their recovery codes, reset it: they set it up again,
          and they are emailed.
        </Trans>
      </p>
      <FormAlert message={error} />
      <div>
        <Button variant="outline" disabled={isBusy} onClick={() => setOpen(true)}>
          <Trans>Reset two-step verification</Trans>
        </Button>
      </div>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setOpen}
        title={<Trans>Reset two-step verification?</Trans>}
        description={
          <Trans>
            {name} will no longer be asked for a code from their old authenticator app, and their recovery
            codes stop working. Do this only after you have checked who is asking.
          </Trans>
        }
        confirmLabel={<Trans>Reset</Trans>}
        onConfirm={() => void reset()}
      />
    </section>
  );
}
