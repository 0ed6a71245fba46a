/**
 * The rows of a list (docs/ARCHITECTURE.md, List components): a table with sortable headers on
 * wide screens, cards below 600 px, where a table can only scroll sideways and names wrap into
 * narrow columns.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { css, cx } from 'styled-system/css';
import { DataCards } from './data-cards';
import {
  openOnClick,
  PageCheckbox,
  PendingMarker,
  RowCheckbox,
  RowName,
  TruncatedText,
  valueClass,
  type DataViewProps,
} from './data-cells';
import type { ListColumn, ListRow } from './list-types';
import { useNarrowLayout } from './use-narrow-layout';
import { tableFrame } from '../styles/surfaces';

export type { DataViewProps, RowSelection } from './data-cells';

const cell = css({
  px: '2',
  py: '2',
  textAlign: 'left',
  verticalAlign: 'middle',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
});

/**
 * A row's actions stay in view while a wide table scrolls sideways under them (a 1440 px screen
 * with the navigation open cannot show every merchant column).
 */
const actionsCell = css({
  position: 'sticky',
  right: 0,
  bg: 'bg.surface',
  borderLeftWidth: '1px',
  borderLeftColor: 'border.default',
});

const fullText = <Row extends ListRow>(column: ListColumn<Row> | undefined, row: Row) =>
  String(column?.exportValue(row) ?? row.id);

export function DataTable<Row extends ListRow>(props: DataViewProps<Row>) {
  return useNarrowLayout() ? <DataCards {...props} /> : <WideTable {...props} />;
}

function WideTable<Row extends ListRow>({
  caption,
  columns,
  rowHeaderKey,
  rows,
  sortKey,
  sortOrder,
  onSort,
  rowLabel,
  selection,
  rowActions,
  onOpenRow,
  emptyState,
}: DataViewProps<Row>) {
  const { t } = useLingui();
  const headerColumn = columns.find((column) => column.key === rowHeaderKey);
  const span = columns.length + (selection ? 1 : 0) + (rowActions ? 1 : 0);
  return (
    <div className={tableFrame}>
      <table className={css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm' })}>
        <caption className={css({ srOnly: true })}>{caption}</caption>
        <thead>
          <tr>
            {selection ? (
              <th scope="col" className={cx(cell, css({ w: '10' }))}>
                <PageCheckbox rows={rows} selection={selection} label={t`Select all on this page`} />
              </th>
            ) : null}
            {columns.map((column) => (
              <SortHeader
                key={column.key}
                column={column}
                sortKey={sortKey}
                sortOrder={sortOrder}
                onSort={onSort}
              />
            ))}
            {rowActions ? (
              <th scope="col" className={cx(cell, actionsCell)}>
                <Trans>Actions</Trans>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && emptyState ? (
            <tr>
              <td colSpan={span}>{emptyState}</td>
            </tr>
          ) : null}
          {rows.map((row) => (
            <tr
              key={row.id}
              data-pending={row._pending || undefined}
              onClick={openOnClick(row, onOpenRow)}
              className={cx(
                onOpenRow && css({ cursor: 'pointer', _hover: { bg: 'bg.subtle' } }),
                selection?.isSelected(row.id) && css({ bg: 'bg.selected' }),
              )}
            >
              {selection ? (
                <td className={cell}>
                  <RowCheckbox row={row} selection={selection} label={t`Select ${rowLabel(row)}`} />
                </td>
              ) : null}
              {columns.map((column) =>
                column.key === rowHeaderKey ? (
                  <th key={column.key} scope="row" className={cx(cell, valueClass(column.kind))}>
                    <div className={css({ display: 'flex', alignItems: 'center', minW: '10rem' })}>
                      <TruncatedText full={fullText(headerColumn, row)}>
                        <RowName
                          row={row}
                          column={headerColumn}
                          onOpenRow={onOpenRow}
                          isPendingShown={false}
                        />
                      </TruncatedText>
                      {row._pending ? <PendingMarker /> : null}
                    </div>
                  </th>
                ) : (
                  <td key={column.key} className={cx(cell, valueClass(column.kind))}>
                    {column.kind === 'text' ? (
                      <TruncatedText full={fullText(column, row)}>{column.render(row)}</TruncatedText>
                    ) : (
                      column.render(row)
                    )}
                  </td>
                ),
              )}
              {rowActions ? <td className={cx(cell, actionsCell)}>{rowActions(row)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SortHeader<Row extends ListRow>({
  column,
  sortKey,
  sortOrder,
  onSort,
}: {
  column: ListColumn<Row>;
  sortKey: string;
  sortOrder: 'asc' | 'desc';
  onSort: (sortKey: string) => void;
}) {
  const align = column.kind === 'money' || column.kind === 'number' ? 'right' : 'left';
  if (!column.sortKey) {
    return (
      <th scope="col" className={cx(cell, css({ whiteSpace: 'nowrap' }))} style={{ textAlign: align }}>
        {column.label}
      </th>
    );
  }
  const columnSortKey = column.sortKey;
  const isSorted = sortKey === columnSortKey;
  return (
    <th
      scope="col"
      className={cell}
      style={{ textAlign: align }}
      aria-sort={isSorted ? (sortOrder === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button
        type="button"
        onClick={() => onSort(columnSortKey)}
        className={css({ fontWeight: 'semibold', cursor: 'pointer', textAlign: 'inherit' })}
      >
        {column.label}
        {/* A no-break space keeps the arrow with the label's last word when the label wraps. */}
        <span aria-hidden>
          {'\u00a0'}
          {isSorted ? (sortOrder === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}
