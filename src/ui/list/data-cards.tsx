import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { css, cx } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import {
  openOnClick,
  PageCheckbox,
  RowCheckbox,
  RowName,
  valueClass,
  type DataViewProps,
} from './data-cells';
import type { ListRow } from './list-types';
import { RowActionsMenu } from './row-actions-menu';

const card = css({
  bg: 'bg.surface',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'lg',
  p: '3',
  display: 'grid',
  gap: '2',
});

/**
 * A sort select is never narrower than its longest choice: a full-width select may shrink to
 * nothing in a flex row, and at 390 px "Merchant name" was cut ("Kemas kini terak…" in Malay).
 * When both selects do not fit beside each other, the order wraps to a row of its own.
 */
const sortField = css({ display: 'grid', gap: '1', flex: '1 1 auto', minW: 'max-content' });

/**
 * The rows as cards, for narrow screens: each row's fields as label/value pairs. The headers are
 * gone, so the sort is chosen from two selects instead.
 */
export function DataCards<Row extends ListRow>(props: DataViewProps<Row>) {
  const { columns, rows, selection, sortKey, sortOrder, onSort, onOpenRow } = props;
  const { t } = useLingui();
  const id = useId();
  const headerColumn = columns.find((column) => column.key === props.rowHeaderKey);
  const sortable = (props.sortColumns ?? columns).filter((column) => column.sortKey);
  const fields = columns.filter((column) => column.key !== props.rowHeaderKey);
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <div className={css({ display: 'flex', gap: '2', alignItems: 'end', flexWrap: 'wrap' })}>
        {selection ? (
          <label
            className={css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm', h: '10' })}
          >
            <PageCheckbox rows={rows} selection={selection} label={t`Select all on this page`} />
          </label>
        ) : null}
        <div className={sortField}>
          <label htmlFor={`${id}-key`} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
            <Trans>Sort by</Trans>
          </label>
          <select
            id={`${id}-key`}
            className={input()}
            value={sortKey}
            onChange={(event) => onSort(event.currentTarget.value, sortOrder)}
          >
            {sortable.map((column) => (
              <option key={column.key} value={column.sortKey}>
                {column.label}
              </option>
            ))}
          </select>
        </div>
        <div className={sortField}>
          <label htmlFor={`${id}-order`} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
            <Trans>Order</Trans>
          </label>
          <select
            id={`${id}-order`}
            className={input()}
            value={sortOrder}
            onChange={(event) => onSort(sortKey, event.currentTarget.value === 'desc' ? 'desc' : 'asc')}
          >
            <option value="asc">{t`Ascending`}</option>
            <option value="desc">{t`Descending`}</option>
          </select>
        </div>
      </div>
      {rows.length === 0 && props.emptyState ? <div className={card}>{props.emptyState}</div> : null}
      <ul aria-label={props.caption} className={css({ display: 'grid', gap: '2' })}>
        {rows.map((row) => (
          <li
            key={row.id}
            data-pending={row._pending || undefined}
            onClick={openOnClick(row, onOpenRow)}
            className={cx(
              card,
              selection?.isSelected(row.id) && css({ bg: 'bg.selected' }),
              onOpenRow && css({ cursor: 'pointer' }),
            )}
          >
            <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
              {selection ? (
                <RowCheckbox row={row} selection={selection} label={t`Select ${props.rowLabel(row)}`} />
              ) : null}
              {headerColumn?.lead?.(row)}
              <div className={css({ fontWeight: 'semibold', minW: '0', flex: '1' })}>
                <RowName row={row} column={headerColumn} onOpenRow={onOpenRow} />
              </div>
              {props.rowActions ? (
                <RowActionsMenu name={props.rowLabel(row)} actions={props.rowActions(row)} />
              ) : null}
            </div>
            <dl
              className={css({
                display: 'grid',
                gridTemplateColumns: 'minmax(5rem, 8rem) minmax(0, 1fr)',
                columnGap: '3',
                rowGap: '1',
                fontSize: 'sm',
              })}
            >
              {fields.map((column) => (
                <div key={column.key} className={css({ display: 'contents' })}>
                  <dt className={css({ color: 'fg.muted' })}>{column.label}</dt>
                  <dd
                    className={cx(
                      valueClass(column.kind, false),
                      css({ minW: '0', overflowWrap: 'break-word' }),
                    )}
                  >
                    {column.render(row)}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
