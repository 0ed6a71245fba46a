import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { toaster } from '../toaster';

/**
 * Runs a local change of a listed row (a status change queued in the outbox) and says what
 * happened: `title` when it is saved on the device, the store's error otherwise.
 */
export function useQueuedChange() {
  const { t } = useLingui();
  return useCallback(
    async (change: () => Promise<unknown>, title: string) => {
      try {
        await change();
        toaster.create({
          type: 'success',
          title,
          description: t`The change is saved on this device and sent to the server when possible.`,
        });
      } catch (error) {
        toaster.create({
          type: 'error',
          title: error instanceof Error ? error.message : t`The change could not be saved.`,
        });
      }
    },
    [t],
  );
}
