import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { MarkupStatus } from '../../contract';
import type { BulkAction } from '../../ui/list/list-types';
import type { MarkupRow } from './markup-columns';
import { changeMarkupStatus } from './markups.store';

/** One outbox op per row, one after another: each is sent exactly once, like a single change. */
async function setStatus(rows: readonly MarkupRow[], status: MarkupStatus) {
  for (const row of rows) await changeMarkupStatus(row, status);
}

/**
 * Bulk activate and deactivate (docs/ARCHITECTURE.md, List tools), for staff with FAC `status` on
 * markup.list. An activation the server refuses as an overlap shows on Pending changes.
 */
export function useMarkupBulkActions(canChangeStatus: boolean): BulkAction<MarkupRow>[] {
  const { t } = useLingui();
  return useMemo(() => {
    if (!canChangeStatus) return [];
    return [
      {
        id: 'activate',
        label: t`Activate`,
        appliesTo: (row) => row.status !== 'Active',
        confirmText: (count) => t`Activate ${count} markups?`,
        run: (rows) => setStatus(rows, 'Active'),
      },
      {
        id: 'deactivate',
        label: t`Deactivate`,
        appliesTo: (row) => row.status !== 'Inactive',
        confirmText: (count) => t`Deactivate ${count} markups?`,
        run: (rows) => setStatus(rows, 'Inactive'),
      },
    ];
  }, [canChangeStatus, t]);
}
