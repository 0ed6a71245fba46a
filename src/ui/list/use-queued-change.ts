import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { announceQueuedChange, markOutbox } from '../queued-change-toast';
import { toaster } from '../toaster';

/**
 * Runs a local change of a listed row (a status change queued in the outbox) and says what
 * happened: `title` when it is stored, with where it is (sending, saved on the server, waiting on
 * this device: queued-change-toast.ts), the store's error otherwise.
 */
export function useQueuedChange() {
  const { t } = useLingui();
  return useCallback(
    async (change: () => Promise<unknown>, title: string) => {
      try {
        const mark = await markOutbox();
        await change();
        void announceQueuedChange(mark, title);
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
