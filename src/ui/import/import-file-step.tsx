import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { ExportFormat } from '../../lib/list-export';
import { Button } from '../button';
import { FormAlert } from '../form-alert';
import { SelectField } from '../select-field';

type Props = {
  isReading: boolean;
  error: string | null;
  /** The workbook's sheets when it has several: the user picks one. */
  sheets: readonly string[];
  sheet: number;
  onFile: (file: File) => void;
  onSheet: (sheet: number) => void;
  onTemplate: (format: ExportFormat) => void;
};

/** Step 1: the file (CSV or XLSX), the sheet when there are several, and the template. */
export function ImportFileStep({ isReading, error, sheets, sheet, onFile, onSheet, onTemplate }: Props) {
  const { t } = useLingui();
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <FormAlert message={error} />
      <label className={css({ display: 'grid', gap: '1', fontSize: 'sm', fontWeight: 'medium' })}>
        <Trans>Spreadsheet file (CSV or XLSX)</Trans>
        <input
          type="file"
          accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={isReading}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) onFile(file);
          }}
          className={css({ fontWeight: 'normal' })}
        />
      </label>
      {sheets.length > 1 ? (
        <SelectField
          label={t`Sheet`}
          value={String(sheet)}
          onChange={(event) => onSheet(Number(event.currentTarget.value))}
        >
          {sheets.map((name, index) => (
            <option key={name} value={index}>
              {name}
            </option>
          ))}
        </SelectField>
      ) : null}
      {isReading ? (
        <p role="status" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          <Trans>Reading and checking the file…</Trans>
        </p>
      ) : null}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
        <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          <Trans>Download template:</Trans>
        </span>
        <Button variant="outline" size="sm" onClick={() => onTemplate('csv')}>
          <Trans>Template CSV</Trans>
        </Button>
        <Button variant="outline" size="sm" onClick={() => onTemplate('xlsx')}>
          <Trans>Template Excel (XLSX)</Trans>
        </Button>
      </div>
    </div>
  );
}
