import type { ReactNode } from 'react';
import { ConfirmDialog } from '../confirm-dialog';

export type ConfirmTexts = { title: ReactNode; text: ReactNode; confirm: ReactNode };

/** Asks before a row action (a status change): open while `target` is set, its texts by target. */
export function RowActionConfirm<T>({
  target,
  texts,
  onConfirm,
  onClose,
}: {
  target: T | null;
  texts: (target: T) => ConfirmTexts;
  onConfirm: (target: T) => void;
  onClose: () => void;
}) {
  const shown = target === null ? null : texts(target);
  return (
    <ConfirmDialog
      open={shown !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={shown?.title}
      description={shown?.text}
      confirmLabel={shown?.confirm}
      onConfirm={() => {
        if (target !== null) onConfirm(target);
      }}
    />
  );
}
