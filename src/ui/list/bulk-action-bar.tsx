import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../button';
import { ConfirmDialog } from '../confirm-dialog';
import { announceQueuedChange, markOutbox } from '../queued-change-toast';
import { toaster } from '../toaster';
import type { BulkAction, ListRow } from './list-types';

type BulkActionBarProps<Row extends ListRow> = {
  selectedRows: readonly Row[];
  actions: readonly BulkAction<Row>[];
  onClear: () => void;
};

/**
 * Shown while rows are selected: how many, the area's bulk actions and Clear. An action is
 * confirmed once for all the rows it applies to; the others are skipped and counted
 * (docs/ARCHITECTURE.md, List tools).
 */
export function BulkActionBar<Row extends ListRow>({
  selectedRows,
  actions,
  onClear,
}: BulkActionBarProps<Row>) {
  const { t } = useLingui();
  const [pending, setPending] = useState<BulkAction<Row> | null>(null);
  const [isRunning, setIsRunning] = useState(false);
  if (!selectedRows.length) return null;
  const applicable = pending ? selectedRows.filter(pending.appliesTo) : [];
  const skipped = selectedRows.length - applicable.length;

  async function run(action: BulkAction<Row>, rows: readonly Row[], skippedCount: number) {
    setIsRunning(true);
    try {
      const mark = await markOutbox();
      await action.run(rows);
      const done = rows.length;
      void announceQueuedChange(mark, t`${done} rows changed.`, {
        note: skippedCount
          ? t`${skippedCount} selected rows were skipped: the action does not apply to them.`
          : undefined,
      });
      onClear();
    } catch {
      toaster.create({ type: 'error', title: t`Some changes could not be saved. Please try again.` });
    } finally {
      setIsRunning(false);
    }
  }

  const count = selectedRows.length;
  return (
    <div
      role="region"
      aria-label={t`Bulk actions`}
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: '2',
        px: '3',
        py: '2',
        borderRadius: 'md',
        bg: 'bg.subtle',
        borderWidth: 'thin',
        borderColor: 'border.default',
      })}
    >
      <span aria-live="polite" className={css({ fontSize: 'sm', fontWeight: 'medium', mr: 'auto' })}>
        <Trans>{count} selected</Trans>
      </span>
      {actions.map((action) => (
        <Button
          key={action.id}
          size="sm"
          variant="outline"
          disabled={isRunning || !selectedRows.some(action.appliesTo)}
          onClick={() => setPending(action)}
        >
          {action.label}
        </Button>
      ))}
      <Button size="sm" variant="outline" onClick={onClear} disabled={isRunning}>
        <Trans>Clear selection</Trans>
      </Button>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={pending?.label}
        description={
          <>
            {pending?.confirmText(applicable.length)}{' '}
            {skipped ? <Trans>{skipped} of the selected rows will be skipped.</Trans> : null}
          </>
        }
        confirmLabel={pending?.label}
        onConfirm={() => {
          if (pending) void run(pending, applicable, skipped);
        }}
      />
    </div>
  );
}
