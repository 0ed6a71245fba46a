import { Dialog } from '@ark-ui/react/dialog';
import { Plural, Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../ui/button';
import { DialogFrame } from '../../ui/dialog-frame';
import { isSharedDevice } from './shared-device';

type SignOutDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Changes the server has not accepted yet (queued, failed or in conflict). */
  unsentCount: number;
  onConfirm: (choice: { wipe: boolean }) => void;
};

/**
 * Sign-out (docs/security.md, "Sessions on shared devices"): offers to remove this account's data
 * from the device, ticked when the device is marked shared, and says what unsent changes become
 * either way before anything happens; Cancel goes back.
 */
export function SignOutDialog({ open, onOpenChange, unsentCount, onConfirm }: SignOutDialogProps) {
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} role="alertdialog">
      {open ? <SignOutChoice unsentCount={unsentCount} onConfirm={onConfirm} /> : null}
    </DialogFrame>
  );
}

function SignOutChoice({ unsentCount, onConfirm }: Pick<SignOutDialogProps, 'unsentCount' | 'onConfirm'>) {
  const [wipe, setWipe] = useState(isSharedDevice);
  const losesChanges = wipe && unsentCount > 0;
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <Dialog.Title className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        <Trans>Sign out</Trans>
      </Dialog.Title>
      <label className={css({ display: 'flex', gap: '2', alignItems: 'start' })}>
        <input
          type="checkbox"
          checked={wipe}
          onChange={(event) => setWipe(event.currentTarget.checked)}
          className={css({ mt: '1' })}
        />
        <span className={css({ display: 'grid', gap: '1' })}>
          <span>
            <Trans>Remove my data from this device</Trans>
          </span>
          <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
            <Trans>Recommended on a shared device. It downloads again when you next sign in.</Trans>
          </span>
        </span>
      </label>
      {unsentCount > 0 ? (
        <Dialog.Description
          role={losesChanges ? 'alert' : undefined}
          className={css({ color: losesChanges ? 'danger.fg' : 'fg.muted', fontSize: 'sm' })}
        >
          {losesChanges ? (
            <Plural
              value={unsentCount}
              one="# change has not reached the server yet. Removing your data deletes it for good."
              other="# changes have not reached the server yet. Removing your data deletes them for good."
            />
          ) : (
            <Plural
              value={unsentCount}
              one="# change has not reached the server yet. It stays on this device and is sent after you sign in again as the same user."
              other="# changes have not reached the server yet. They stay on this device and are sent after you sign in again as the same user."
            />
          )}
        </Dialog.Description>
      ) : null}
      <div
        className={css({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: '2', mt: '2' })}
      >
        <Dialog.CloseTrigger asChild>
          <Button variant="outline">
            <Trans>Cancel</Trans>
          </Button>
        </Dialog.CloseTrigger>
        <Button onClick={() => onConfirm({ wipe })}>
          {losesChanges ? <Trans>Delete changes and sign out</Trans> : <Trans>Sign out</Trans>}
        </Button>
      </div>
    </div>
  );
}
