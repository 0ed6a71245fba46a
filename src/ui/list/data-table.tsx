/**
 * The rows of a list (docs/ARCHITECTURE.md, List components): a table with sortable headers on
 * wide screens, cards below 600 px, where a table can only scroll sideways and names wrap into
 * narrow columns.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { DataCards } from './data-cards';
import { RowActionsMenu } from './row-actions-menu';
import {
  fitClass,
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

// No text-align here: numbers align right through valueClass, and two atomic text-aligns on one
// cell would leave the winner to the style sheet's order.
// Columns 16 px apart: with the navigation open, 1440 px holds ten columns and a merchant's name.
const cell = css({
  px: '2',
  verticalAlign: 'middle',
  borderBottomWidth: 'thin',
  borderColor: 'border.default',
});

/** Comfortable rows breathe; compact ones fit about half as many again on a screen. */
const rowHeight = {
  comfortable: css({ py: '3' }),
  compact: css({ py: '1' }),
} as const;

/**
 * The table scrolls inside its card in both directions, so its header row can stay in view
 * (sticky inside the scrolling card: a sideways-scrolling card cannot stick to the page).
 */
const scrollFrame = css({ maxH: '70vh', overflowY: 'auto' });

const headCell = css.raw({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  bg: 'bg.subtle',
  py: '2',
  textAlign: 'left',
  fontSize: 'xs',
  fontWeight: 'semibold',
  color: 'fg.muted',
});

/** Hover and zebra rows; a sticky cell takes its row's colour so scrolled text never shows through. */
const bodyRow = css.raw({
  bg: 'bg.surface',
  '&:nth-child(even)': { bg: 'bg.zebra' },
  _hover: { bg: 'bg.subtle' },
});
const selectedRow = css.raw({
  bg: 'bg.selected',
  '&:nth-child(even)': { bg: 'bg.selected' },
  _hover: { bg: 'bg.selected' },
});

/**
 * A row's actions stay in view while a wide table scrolls sideways under them (a 1440 px screen
 * with the navigation open cannot show every merchant column).
 */
const actionsCell = css.raw({
  position: 'sticky',
  right: 0,
  bg: 'inherit',
  borderLeftWidth: 'thin',
  borderLeftColor: 'border.default',
  textAlign: 'center',
  w: '1%',
});

/** The header's Actions cell sticks both ways, above the other header cells. */
const actionsHead = css(headCell, actionsCell, { zIndex: 2, bg: 'bg.subtle' });
const headClass = css(headCell);

/** A text value beside its picture (a logo) and marker: only the text wraps and is cut. */
function TextCell<Row extends ListRow>({
  column,
  row,
  after,
  children,
}: {
  column: ListColumn<Row>;
  row: Row;
  after?: ReactNode;
  children: ReactNode;
}) {
  const lead = column.lead?.(row);
  const text = (
    <TruncatedText full={String(column.exportValue(row) ?? row.id)} isOneLine={column.kind !== 'text'}>
      {children}
    </TruncatedText>
  );
  if (!lead && !after) return text;
  return (
    <div className={css({ display: 'flex', alignItems: 'center' })}>
      {lead ? <span className={css({ mr: '2', flexShrink: '0', display: 'flex' })}>{lead}</span> : null}
      {text}
      {after}
    </div>
  );
}

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
  rowActions: actionsOf,
  onOpenRow,
  emptyState,
  density = 'comfortable',
}: DataViewProps<Row>) {
  const { t } = useLingui();
  // An Actions column empty in every row of the page is not shown (a Maker's Pending Approval).
  const rowActions = actionsOf && rows.some((row) => actionsOf(row).length > 0) ? actionsOf : undefined;
  const bodyCell = cx(cell, rowHeight[density]);
  const span = columns.length + (selection ? 1 : 0) + (rowActions ? 1 : 0);
  return (
    <div className={cx(tableFrame, scrollFrame)} data-density={density}>
      <table className={css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm' })}>
        <caption className={css({ srOnly: true })}>{caption}</caption>
        <thead>
          <tr>
            {selection ? (
              <th scope="col" className={cx(cell, headClass, css({ w: '10' }))}>
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
              <th scope="col" className={cx(cell, actionsHead)}>
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
                css(bodyRow, selection?.isSelected(row.id) ? selectedRow : undefined),
                onOpenRow && css({ cursor: 'pointer' }),
              )}
            >
              {selection ? (
                <td className={bodyCell}>
                  <RowCheckbox row={row} selection={selection} label={t`Select ${rowLabel(row)}`} />
                </td>
              ) : null}
              {columns.map((column) =>
                column.key === rowHeaderKey ? (
                  <th
                    key={column.key}
                    scope="row"
                    className={cx(bodyCell, valueClass(column.kind), css({ textAlign: 'left' }))}
                  >
                    <TextCell column={column} row={row} after={row._pending ? <PendingMarker /> : null}>
                      <RowName row={row} column={column} onOpenRow={onOpenRow} isPendingShown={false} />
                    </TextCell>
                  </th>
                ) : (
                  <td key={column.key} className={cx(bodyCell, valueClass(column.kind))}>
                    {column.kind === 'text' ? (
                      <TextCell column={column} row={row}>
                        {column.render(row)}
                      </TextCell>
                    ) : (
                      column.render(row)
                    )}
                  </td>
                ),
              )}
              {rowActions ? (
                <td className={cx(bodyCell, css(actionsCell))}>
                  <RowActionsMenu name={rowLabel(row)} actions={rowActions(row)} />
                </td>
              ) : null}
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
      // A label may wrap between its words like a sortable one ("Yuran / perkhidmatan"): on one
      // line, Malay labels over narrow amounts widened the table past a 1440 px screen.
      <th
        scope="col"
        className={cx(cell, headClass, fitClass(column.kind))}
        style={{ textAlign: align, minWidth: column.minWidth }}
      >
        {column.label}
      </th>
    );
  }
  const columnSortKey = column.sortKey;
  const isSorted = sortKey === columnSortKey;
  return (
    <th
      scope="col"
      className={cx(cell, headClass, fitClass(column.kind))}
      style={{ textAlign: align, minWidth: column.minWidth }}
      aria-sort={isSorted ? (sortOrder === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button
        type="button"
        onClick={() => onSort(columnSortKey)}
        className={css({ fontWeight: 'inherit', cursor: 'pointer', textAlign: 'inherit' })}
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
