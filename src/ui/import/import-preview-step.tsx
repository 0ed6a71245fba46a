import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { css, cx } from 'styled-system/css';
import type { CheckedRow, CheckSummary } from '../../lib/list-import';
import { importMessage } from '../../lib/list-import';
import { Button } from '../button';
import { tableFrame } from '../styles/surfaces';
import { TextField } from '../text-field';

/** Rows with errors listed at once: beyond these, the count says how many more. */
const SHOWN_ERRORS = 100;

type Props = {
  summary: CheckSummary;
  errorRows: readonly CheckedRow[];
  fieldLabel: (field: string) => string;
  onFix: (line: number, field: string, text: string) => void;
  onLeaveOut: (line: number) => void;
  /** The area's own choices before sending (the merchant the clients belong to). */
  settings?: React.ReactNode;
  canSend: boolean;
  onSend: () => void;
  onBack: () => void;
};

const cell = css({ p: '2', textAlign: 'start', verticalAlign: 'top', borderBottomWidth: 'thin' });

/**
 * Step 3: the counts, each row with errors with its errors at their cells (fixable in place, or
 * left out), and Send. Nothing is queued before Send; rows still in error are left out.
 */
export function ImportPreviewStep(props: Props) {
  const { t, i18n } = useLingui();
  const { summary, errorRows, fieldLabel } = props;
  const toSend = summary.create + summary.update;
  const shown = errorRows.slice(0, SHOWN_ERRORS);
  const created = i18n.number(summary.create);
  const updated = i18n.number(summary.update);
  const failed = i18n.number(summary.error);
  const more = i18n.number(errorRows.length - shown.length);
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <ul aria-label={t`Check result`} className={css({ display: 'flex', flexWrap: 'wrap', gap: '4' })}>
        <li>
          <Trans>New: {created}</Trans>
        </li>
        <li>
          <Trans>Would update: {updated}</Trans>
        </li>
        <li className={css({ color: summary.error ? 'danger.fg' : undefined })}>
          <Trans>With errors: {failed}</Trans>
        </li>
      </ul>
      {shown.length ? (
        <div className={tableFrame}>
          <table className={css({ w: 'full', fontSize: 'sm', borderCollapse: 'collapse' })}>
            <caption className={css({ p: '2', textAlign: 'start', fontWeight: 'medium' })}>
              <Trans>Rows with errors: fix a cell or leave the row out</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col" className={cell}>
                  <Trans>Row</Trans>
                </th>
                <th scope="col" className={cell}>
                  <Trans>Errors</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <ImportErrorRow
                  key={row.line}
                  row={row}
                  fieldLabel={fieldLabel}
                  onFix={props.onFix}
                  onLeaveOut={props.onLeaveOut}
                />
              ))}
            </tbody>
          </table>
          {errorRows.length > shown.length ? (
            <p className={css({ p: '2', fontSize: 'sm', color: 'fg.muted' })}>
              <Trans>
                {more} more rows with errors are left out. Fix them in the file and import it again.
              </Trans>
            </p>
          ) : null}
        </div>
      ) : null}
      {props.settings}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        <Button onClick={props.onSend} disabled={!toSend || !props.canSend}>
          <Plural value={toSend} one="Send # row" other="Send # rows" />
        </Button>
        <Button variant="outline" onClick={props.onBack}>
          <Trans>Choose another file</Trans>
        </Button>
      </div>
      {summary.error ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          <Trans>Rows with errors are not sent.</Trans>
        </p>
      ) : null}
    </div>
  );
}

type ErrorRowProps = Pick<Props, 'fieldLabel' | 'onFix' | 'onLeaveOut'> & { row: CheckedRow };

/** A row with errors: each failing cell as a field holding its text, with its error. */
function ImportErrorRow({ row, fieldLabel, onFix, onLeaveOut }: ErrorRowProps) {
  const { t, i18n } = useLingui();
  const { line } = row;
  return (
    <tr>
      <th scope="row" className={cx(cell, css({ fontVariantNumeric: 'tabular-nums' }))}>
        {line}
      </th>
      <td className={cell}>
        <div className={css({ display: 'grid', gap: '2', maxW: 'xl' })}>
          {row.issues.map((issue) => {
            const field = fieldLabel(issue.field);
            return (
              <TextField
                key={issue.field}
                label={t`${field}, row ${line}`}
                defaultValue={row.input?.[issue.field] ?? ''}
                error={importMessage(i18n, issue.code, issue.params)}
                onBlur={(event) => onFix(line, issue.field, event.currentTarget.value)}
              />
            );
          })}
          <div>
            <Button variant="outline" size="sm" onClick={() => onLeaveOut(line)}>
              <Trans>Leave out row {line}</Trans>
            </Button>
          </div>
        </div>
      </td>
    </tr>
  );
}
