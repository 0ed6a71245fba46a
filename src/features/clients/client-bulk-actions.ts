import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { ClientStatus } from '../../contract';
import type { BulkAction } from '../../ui/list/list-types';
import { changeClientStatus } from './clients.store';

type ClientRow = Parameters<typeof changeClientStatus>[0] & { status: ClientStatus; _pending?: boolean };

/** One outbox op per row, one after another: each is sent exactly once, like a single change. */
async function setStatus(rows: readonly ClientRow[], status: ClientStatus) {
  for (const row of rows) await changeClientStatus(row, status);
}

/**
 * Bulk activate and deactivate of the client list (docs/ARCHITECTURE.md, List tools), offered only
 * with FAC `status` on client.list; each applies to the rows not already in that status.
 */
export function useClientBulkActions(canChangeStatus: boolean): BulkAction<ClientRow>[] {
  const { t } = useLingui();
  return useMemo(() => {
    if (!canChangeStatus) return [];
    return [
      {
        id: 'activate',
        label: t`Activate`,
        appliesTo: (row) => row.status !== 'Active',
        confirmText: (count) => t`Activate ${count} clients?`,
        run: (rows) => setStatus(rows, 'Active'),
      },
      {
        id: 'deactivate',
        label: t`Deactivate`,
        appliesTo: (row) => row.status !== 'Inactive',
        confirmText: (count) => t`Deactivate ${count} clients?`,
        run: (rows) => setStatus(rows, 'Inactive'),
      },
    ];
  }, [canChangeStatus, t]);
}
