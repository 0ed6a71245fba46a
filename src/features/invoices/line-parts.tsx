/**
 * The parts every line editor shares (revenue, cost and note lines): the frame with its header
 * row, list error and "Add" button, a typed cell with its message, the SST rate select and the
 * remove button. Each editor keeps only its own columns.
 */
import { Trans } from '@lingui/react/macro';
import type { ChangeEvent, ReactNode } from 'react';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { SST_RATES } from '../../contract';
import { Button } from '../../ui/button';
import { cellInput, errorText, linesTable } from './line-styles';

type FrameProps = {
  legend: ReactNode;
  /** The column headers between the line number and the remove button. */
  headers: readonly ReactNode[];
  addLabel: ReactNode;
  onAdd: () => void;
  listError?: string | undefined;
  /** Shown instead of the table when there are no lines (cost lines may be none). */
  emptyText?: ReactNode;
  isEmpty?: boolean;
  children: ReactNode;
};

export function LinesFrame(props: FrameProps) {
  return (
    <fieldset className={css({ display: 'grid', gap: '2', minW: '0' })}>
      <legend className={css({ fontWeight: 'semibold', mb: '2' })}>{props.legend}</legend>
      {props.isEmpty ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{props.emptyText}</p>
      ) : (
        // Relative: the screen-reader-only headers are placed within the scrolling box, so on a
        // phone they do not widen the page beside it.
        <div className={css({ overflowX: 'auto', position: 'relative' })}>
          <table className={linesTable}>
            <thead>
              <tr>
                <th scope="col">#</th>
                {props.headers.map((header, i) => (
                  <th key={i} scope="col">
                    {header}
                  </th>
                ))}
                <th scope="col">
                  <span className={css({ srOnly: true })}>
                    <Trans>Remove</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>{props.children}</tbody>
          </table>
        </div>
      )}
      {props.listError ? (
        <p role="alert" className={errorText}>
          {props.listError}
        </p>
      ) : null}
      <div>
        <Button size="sm" variant="outline" onClick={props.onAdd}>
          {props.addLabel}
        </Button>
      </div>
    </fieldset>
  );
}

type InputCellProps = {
  label: string;
  value: string;
  error: string | undefined;
  inputMode?: 'numeric' | 'decimal';
  autoFocus?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/** A typed value of a line, with its message under it. */
export function InputCell({ label, value, error, inputMode, autoFocus, onChange }: InputCellProps) {
  return (
    <td>
      <input
        className={cellInput}
        inputMode={inputMode}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        value={value}
        onChange={onChange}
        autoFocus={autoFocus}
      />
      {error ? <span className={errorText}>{error}</span> : null}
    </td>
  );
}

export function SstRateCell(props: {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  return (
    <td>
      <select className={input()} aria-label={props.label} value={props.value} onChange={props.onChange}>
        {SST_RATES.map((rate) => (
          <option key={rate} value={String(rate)}>
            {rate} %
          </option>
        ))}
      </select>
    </td>
  );
}

export function RemoveLineCell(props: { label: string; disabled?: boolean; onClick: () => void }) {
  return (
    <td>
      <Button
        size="sm"
        variant="outline"
        disabled={props.disabled}
        aria-label={props.label}
        onClick={props.onClick}
      >
        ✕
      </Button>
    </td>
  );
}
