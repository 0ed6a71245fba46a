import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { ExportFormat } from '../../lib/list-export';
import { Button } from '../button';
import { FormAlert } from '../form-alert';
import { SelectField } from '../select-field';

type Props = {
  isReading: boolean;
  /** The device copy is still downloading: a known record could look new, so the file waits. */
  isWaitingForCopy: boolean;
  error: string | null;
  /** The workbook's sheets when it has several: the user picks one. */
  sheets: readonly string[];
  sheet: number;
  onFile: (file: File) => void;
  onSheet: (sheet: number) => void;
  onTemplate: (format: ExportFormat) => void;
};

/** Step 1: the file (CSV or XLSX), the sheet when there are several, and the template. */
export function ImportFileStep({
  isReading,
  isWaitingForCopy,
  error,
  sheets,
  sheet,
  onFile,
  onSheet,
  onTemplate,
}: Props) {
  const { t } = useLingui();
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <FormAlert message={error} />
      <label className={css({ display: 'grid', gap: '1', fontSize: 'sm', fontWeight: 'medium' })}>
        <Trans>Spreadsheet file (CSV or XLSX)</Trans>
        <input
          type="file"
          accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={isReading || isWaitingForCopy}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) onFile(file);
          }}
          className={css({
            fontWeight: 'normal',
            p: '3',
            maxW: 'xl',
            borderWidth: 'thin',
            borderStyle: 'dashed',
            borderColor: 'border.default',
            borderRadius: 'md',
            bg: 'bg.surface',
            color: 'fg.default',
            '&::file-selector-button': {
              mr: '3',
              px: '3',
              py: '1.5',
              borderWidth: 'thin',
              borderColor: 'border.default',
              borderRadius: 'md',
              bg: 'bg.subtle',
              color: 'fg.default',
              fontWeight: 'medium',
              cursor: 'pointer',
            },
          })}
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
      {isWaitingForCopy ? (
        <p role="status" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          <Trans>
            The records are still downloading to this device. You can choose a file once they are all here.
          </Trans>
        </p>
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
