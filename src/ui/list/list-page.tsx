/**
 * A list screen composed from an entity's descriptor and an area's columns file
 * (docs/ARCHITECTURE.md, List components): title, filters, toolbar (export, column chooser, saved
 * views, bulk bar), the rows as a table or cards, paging, and the loading, empty and no-match
 * states. The query lives in the URL (the route owns it); the row selection lives here.
 */
import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { AnyListEntity, Page } from '../../contract';
import { PaginationBar } from '../pagination-bar';
import { DataTable } from './data-table';
import { FilterBar } from './filter-bar';
import { ListEmptyState, ListLoading } from './list-states';
import { ListToolbar } from './list-toolbar';
import type { BulkAction, ListColumn, ListFilterControl, ListQuery, ListRow } from './list-types';
import { useListPreferences } from './use-list-preferences';

export type ListPageProps<Row extends ListRow> = {
  entity: AnyListEntity;
  segment: string;
  /** Chosen columns and saved views are kept under this key, per user: `bookings:list`. */
  viewKey: string;
  title: ReactNode;
  /** Beside the title: "Create User". */
  headerActions?: ReactNode;
  /** The table's name for screen readers: "Bookings". */
  caption: string;
  /** The filter region's name: "Filter bookings". */
  filterLabel: string;
  columns: readonly ListColumn<Row>[];
  rowHeaderKey: string;
  filters: readonly ListFilterControl[];
  query: ListQuery;
  onQueryChange: (next: Partial<ListQuery>) => void;
  /** The page for the query; null while it cannot be answered yet. */
  page: Page<Row> | null;
  /** Every row matching the query, in list order (export). */
  selectRows: () => readonly Row[];
  rowLabel: (row: Row) => string;
  rowActions?: (row: Row) => ReactNode;
  onOpenRow?: (row: Row) => void;
  /** Selection checkboxes are shown only when there is something to do with selected rows. */
  bulkActions?: readonly BulkAction<Row>[];
  canExport: boolean;
  emptyText: ReactNode;
  noMatchText: ReactNode;
  /** Dialogs and drawers of the area. */
  children?: ReactNode;
};

const today = () => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

export function ListPage<Row extends ListRow>(props: ListPageProps<Row>) {
  const { entity, query, onQueryChange, page, bulkActions = [] } = props;
  const titleId = useId();
  const visibleColumns = useListPreferences(props.viewKey, props.columns);
  const [selected, setSelected] = useState<ReadonlyMap<string, Row>>(new Map());
  const filterNames = useMemo(() => Object.keys(entity.filters), [entity]);
  const isFiltered = filterNames.some((name) => Boolean(query[name]));

  const handleFilters = useCallback(
    (filters: Record<string, string>) => onQueryChange({ ...filters, curPageIndex: 1 }),
    [onQueryChange],
  );
  const handleSort = (sortKey: string, sortOrder?: 'asc' | 'desc') =>
    onQueryChange({
      sortKey,
      sortOrder: sortOrder ?? (query.sortKey === sortKey && query.sortOrder === 'asc' ? 'desc' : 'asc'),
      curPageIndex: 1,
    });
  const select = (rows: readonly Row[], isSelected: boolean) =>
    setSelected((previous) => {
      const next = new Map(previous);
      for (const row of rows) {
        if (isSelected) next.set(row.id, row);
        else next.delete(row.id);
      }
      return next;
    });
  const rows = page?.items ?? [];
  const selection =
    bulkActions.length > 0
      ? {
          isSelected: (id: string) => selected.has(id),
          onToggle: (row: Row, isSelected: boolean) => select([row], isSelected),
          onTogglePage: (isSelected: boolean) => select(rows, isSelected),
        }
      : undefined;

  return (
    <section aria-labelledby={titleId} className={css({ display: 'grid', gap: '4', minW: '0' })}>
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: '3',
        })}
      >
        <h1 id={titleId} className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
          {props.title}
        </h1>
        {props.headerActions}
      </div>
      <FilterBar label={props.filterLabel} controls={props.filters} query={query} onChange={handleFilters} />
      <ListToolbar
        entity={entity}
        segment={props.segment}
        viewKey={props.viewKey}
        query={query}
        onQueryChange={onQueryChange}
        columns={props.columns}
        selectRows={props.selectRows}
        selectedRows={[...selected.values()]}
        onClearSelection={() => setSelected(new Map())}
        bulkActions={bulkActions}
        canExport={props.canExport}
        exportName={`${entity.entity}-${today()}`}
      />
      {page ? (
        <>
          <DataTable
            caption={props.caption}
            columns={visibleColumns}
            rowHeaderKey={props.rowHeaderKey}
            rows={rows}
            sortKey={query.sortKey}
            sortOrder={query.sortOrder}
            onSort={handleSort}
            rowLabel={props.rowLabel}
            selection={selection}
            rowActions={props.rowActions}
            onOpenRow={props.onOpenRow}
            emptyState={
              <ListEmptyState
                isFiltered={isFiltered}
                emptyText={props.emptyText}
                noMatchText={props.noMatchText}
                onClearFilters={() =>
                  onQueryChange({
                    ...Object.fromEntries(filterNames.map((name) => [name, ''])),
                    curPageIndex: 1,
                  })
                }
              />
            }
          />
          <PaginationBar
            pageSize={page.pageSize}
            curPageIndex={page.curPageIndex}
            totalCount={page.totalCount}
            onPageSizeChange={(pageSize) => onQueryChange({ pageSize, curPageIndex: 1 })}
            onPageChange={(curPageIndex) => onQueryChange({ curPageIndex })}
          />
        </>
      ) : (
        <ListLoading />
      )}
      {props.children}
    </section>
  );
}
