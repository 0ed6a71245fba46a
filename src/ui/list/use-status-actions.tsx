/**
 * Activate, deactivate and delete: the one status-action piece of every list and profile
 * (docs/ARCHITECTURE.md, List tools). An area states which statuses it sets, on which rows (its
 * contract rule), what the confirmation says about its records, and how the change is queued; the
 * bulk actions, the confirmation dialog and the toast come from here (a row's menu item calls
 * `ask`).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { RowActionConfirm, type ConfirmTexts } from './row-action-confirm';
import type { BulkAction, ListRow } from './list-types';
import { useQueuedChange } from './use-queued-change';

export type SettableStatus = 'Active' | 'Inactive' | 'Deleted';

export type StatusChoice<Row, Status extends SettableStatus> = {
  status: Status;
  /** The rows this status may be set on (the area's contract rule). */
  offers: (row: Row) => boolean;
  /** What the change means for the area's record, under the confirmation's question. */
  text: ReactNode;
  /** "Deactivate 3 clients?": a bulk action; without it, one row at a time (a deletion). */
  bulkConfirm?: (count: number) => string;
  /** May this user set it (FAC); defaults to the spec's `canChangeStatus`. */
  allowed?: boolean;
};

export type StatusActionsSpec<Row, Status extends SettableStatus> = {
  /** FAC `status` on the area's menu item. */
  canChangeStatus: boolean;
  nameOf: (row: Row) => string;
  /** Queues the change in the outbox (the area's store). */
  change: (row: Row, status: Status) => Promise<unknown>;
  choices: readonly StatusChoice<Row, Status>[];
};

export type StatusActions<Row, Status extends SettableStatus> = {
  bulkActions: BulkAction<Row & ListRow>[];
  /** Opens the confirmation (a row's menu item, a profile page's button). */
  ask: (row: Row, status: Status) => void;
  /** The confirmation dialog: render it once, anywhere on the page. */
  dialog: ReactNode;
};

const ACTION_IDS: Record<SettableStatus, string> = {
  Active: 'activate',
  Inactive: 'deactivate',
  Deleted: 'delete',
};

export function useStatusActions<Row, Status extends SettableStatus>(
  spec: StatusActionsSpec<Row, Status>,
): StatusActions<Row, Status> {
  const { t } = useLingui();
  const queueChange = useQueuedChange();
  const [asked, setAsked] = useState<{ row: Row; status: Status } | null>(null);
  const { canChangeStatus, nameOf, change, choices } = spec;
  const offered = choices.filter((choice) => choice.allowed ?? canChangeStatus);
  const verbs: Record<SettableStatus, string> = {
    Active: t`Activate`,
    Inactive: t`Deactivate`,
    Deleted: t`Delete`,
  };

  const confirmTexts = ({ row, status }: { row: Row; status: Status }): ConfirmTexts => {
    const name = nameOf(row);
    const text = choices.find((choice) => choice.status === status)?.text;
    const title = {
      Active: <Trans>Activate {name}?</Trans>,
      Inactive: <Trans>Deactivate {name}?</Trans>,
      Deleted: <Trans>Delete {name}?</Trans>,
    }[status];
    return { title, text, confirm: verbs[status] };
  };

  const apply = ({ row, status }: { row: Row; status: Status }) => {
    const name = nameOf(row);
    const queued = {
      Active: t`${name} will be activated.`,
      Inactive: t`${name} will be deactivated.`,
      Deleted: t`${name} will be deleted.`,
    }[status];
    void queueChange(() => change(row, status), queued);
  };

  return {
    bulkActions: offered.flatMap(({ status, offers, bulkConfirm }) =>
      bulkConfirm
        ? [
            {
              id: ACTION_IDS[status],
              label: verbs[status],
              appliesTo: offers,
              confirmText: bulkConfirm,
              // One outbox op per row, one after another: each is sent exactly once, like a single change.
              run: async (rows: readonly Row[]) => {
                for (const row of rows) await change(row, status);
              },
            },
          ]
        : [],
    ),
    ask: (row, status) => setAsked({ row, status }),
    dialog: (
      <RowActionConfirm
        target={asked}
        texts={confirmTexts}
        onConfirm={apply}
        onClose={() => setAsked(null)}
      />
    ),
  };
}
