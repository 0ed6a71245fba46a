import { Trans } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { useChangedElsewhere } from '../lib/sync/use-changed-elsewhere';
import { Button } from './button';

const notice = css({
  bg: 'bg.selected',
  color: 'fg.default',
  borderWidth: 'thin',
  borderColor: 'border.strong',
  borderLeftWidth: 'accent',
  borderLeftColor: 'accent.default',
  borderRadius: 'md',
  px: '4',
  py: '3',
  fontSize: 'sm',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
});

/**
 * Says that someone else changed the record on screen, which already shows its new state
 * (docs/ARCHITECTURE.md, Change notices). With `isEditing`, it adds that the reader's unsaved edits
 * are kept: saving them meets the conflict rules like any change to an older version.
 */
export function ChangedElsewhereNotice({
  entity,
  row,
  isEditing = false,
}: {
  entity: string;
  row: { id: string; version: number; _pending?: boolean } | null | undefined;
  isEditing?: boolean;
}) {
  const { isChanged, dismiss } = useChangedElsewhere(entity, row);
  if (!isChanged) return null;
  return (
    <div role="status" className={notice}>
      <span>
        {isEditing ? (
          <Trans>
            Someone else changed this record while you were editing. Your edits are kept; saving them checks
            them against the latest version.
          </Trans>
        ) : (
          <Trans>Someone else changed this record just now. You are seeing the latest version.</Trans>
        )}
      </span>
      <Button variant="outline" size="sm" onClick={dismiss}>
        <Trans>Dismiss</Trans>
      </Button>
    </div>
  );
}
