import { Trans, useLingui } from '@lingui/react/macro';
import { css, cx } from 'styled-system/css';
import type { ExportFormat } from '../../lib/list-export';
import { Button } from '../button';
import { statusStrip } from '../styles/surfaces';

type ExportProgressProps = { format: ExportFormat; done: number; total: number; onCancel: () => void };

/** The running export: a labelled progress bar, the rows written so far, and Cancel. */
export function ExportProgress({ format, done, total, onCancel }: ExportProgressProps) {
  const { t, i18n } = useLingui();
  const percent = total ? Math.floor((100 * done) / total) : 100;
  const label = format === 'csv' ? t`Exporting CSV` : t`Exporting Excel (XLSX)`;
  const written = i18n.number(done);
  const all = i18n.number(total);
  return (
    <div role="status" className={cx(statusStrip, css({ flexBasis: 'full' }))}>
      <span className={css({ fontSize: 'sm', fontWeight: 'medium' })}>{label}</span>
      <progress
        aria-label={label}
        value={done}
        max={Math.max(total, 1)}
        className={css({ flex: '1', minW: '32', h: '2', accentColor: 'accent.default' })}
      />
      <span className={css({ fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' })}>
        <Trans>
          {written} of {all} rows ({percent}%)
        </Trans>
      </span>
      <Button variant="outline" size="sm" onClick={onCancel}>
        <Trans>Cancel export</Trans>
      </Button>
    </div>
  );
}
