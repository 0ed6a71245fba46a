/**
 * A list screen composed from an entity's descriptor and an area's columns file
 * (docs/ARCHITECTURE.md, List components): title, filters, toolbar (export, column chooser, saved
 * views, bulk bar), the rows as a table or cards, paging, and the loading, downloading, empty and
 * no-match states. The query lives in the URL (the route owns it); the row selection lives here.
 */
import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import type { LinkProps } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { businessToday, LIST_ENTITIES, type ListedEntity } from '../../contract';
import type { MirrorDb } from '../../lib/db';
import { getEntityIndex, useEntityPage, type EntityRow, type QueryOf } from '../../lib/list-engine';
import { PaginationBar } from '../pagination-bar';
import { DataTable } from './data-table';
import { DownloadState } from './download-state';
import { FilterBar } from './filter-bar';
import { CreateLink, ImportLink, type ListLink } from './list-links';
import { ListEmptyState, ListLoading } from './list-states';
import { ListToolbar } from './list-toolbar';
import type { BulkAction, ListColumn, ListFilterControl, ListQuery, ListRow } from './list-types';
import type { RowAction } from './row-actions-menu';
import { useListPreferences, useListPrefs } from './use-list-preferences';
import { useListReadiness } from './use-list-readiness';

export type ListPageProps<E extends ListedEntity, Row extends ListRow = EntityRow<E>> = {
  /** The open mirror, read through the list engine (null: none yet, the page shows loading). */
  db: MirrorDb | null;
  entity: E;
  segment?: string;
  /**
   * Chosen columns and saved views are kept under this key, per user; by default the entity and
   * the segment (`bookings:list`).
   */
  viewKey?: string;
  title: ReactNode;
  /** The area's Create page, linked beside the title ("Create User"); null where the caller may not. */
  create?: ListLink | null;
  /** Beside the title, after Create: the area's own controls (tabs, "My cases"). */
  headerActions?: ReactNode;
  /** Under the title: what the user must know about the whole list (a simulated service). */
  notice?: ReactNode;
  /** The table's name for screen readers: "Bookings". */
  caption: string;
  /** The filter region's name: "Filter bookings". */
  filterLabel: string;
  /** What the first download says while it runs: "Downloading bookings…". */
  downloadingLabel: string;
  /** The area's columns file; the first column names a row (row header, "Select {name}"). */
  columns: readonly ListColumn<Row>[];
  filters: readonly ListFilterControl[];
  query: QueryOf<E>;
  onQueryChange: (next: Partial<QueryOf<E>>) => void;
  /** A row's actions, offered in its "Actions for {name}" menu (none: no menu on that row). */
  rowActions?: (row: Row) => readonly RowAction[];
  onOpenRow?: (row: Row) => void;
  /** Selection checkboxes are shown only when there is something to do with selected rows. */
  bulkActions?: readonly BulkAction<Row>[];
  /**
   * The area's status actions (`useStatusActions`): their bulk actions join `bulkActions`, and their
   * confirmation dialog is rendered with the page.
   */
  status?: { bulkActions: readonly BulkAction<Row>[]; dialog: ReactNode };
  canExport: boolean;
  /** The area's Import page, linked with the list tools (docs/ARCHITECTURE.md, Import); null where the caller may not. */
  importTo?: LinkProps['to'] | null;
  emptyText: ReactNode;
  noMatchText: ReactNode;
  /** Dialogs and drawers of the area. */
  children?: ReactNode;
};

export function ListPage<E extends ListedEntity>(props: ListPageProps<E>) {
  type Row = EntityRow<E>;
  const { db, segment = 'list' } = props;
  const viewKey = props.viewKey ?? `${props.entity}:${segment}`;
  const bulkActions = [...(props.bulkActions ?? []), ...(props.status?.bulkActions ?? [])];
  const entity = LIST_ENTITIES[props.entity];
  // Filters, the toolbar and the table read the query by the descriptor's names only.
  const query = props.query as ListQuery;
  const onQueryChange = props.onQueryChange as (next: Partial<ListQuery>) => void;
  const page = useEntityPage(db, props.entity, props.query, segment);
  // Before its first download ends, an entity's list says so: never "no rows" or "0 of 0".
  const readiness = useListReadiness(db, props.entity);
  const selectRows = useCallback(
    () => (db ? getEntityIndex(db, props.entity).select(props.query, segment) : []),
    [db, props.entity, props.query, segment],
  );
  const titleId = useId();
  const visibleColumns = useListPreferences(viewKey, props.columns);
  const { density } = useListPrefs(viewKey).prefs;
  const [selected, setSelected] = useState<ReadonlyMap<string, Row>>(new Map());
  const nameColumn = props.columns[0];
  const rowLabel = (row: Row) => String(nameColumn?.exportValue(row) ?? row.id);
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
        {props.create ? (
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
            <CreateLink {...props.create} />
            {props.headerActions}
          </div>
        ) : (
          props.headerActions
        )}
      </div>
      {props.notice}
      <FilterBar label={props.filterLabel} controls={props.filters} query={query} onChange={handleFilters} />
      <ListToolbar
        entity={entity}
        segment={segment}
        viewKey={viewKey}
        query={query}
        onQueryChange={onQueryChange}
        columns={props.columns}
        selectRows={selectRows}
        selectedRows={[...selected.values()]}
        onClearSelection={() => setSelected(new Map())}
        bulkActions={bulkActions}
        // An export before the download ends would hold only part of the rows.
        canExport={props.canExport && readiness?.isDownloading === false}
        exportName={`${props.entity}-${businessToday()}`}
        importAction={props.importTo ? <ImportLink to={props.importTo} /> : null}
      />
      {readiness?.isDownloading ? (
        <DownloadState title={props.downloadingLabel} readiness={readiness.readiness} />
      ) : page && readiness ? (
        <>
          <DataTable
            caption={props.caption}
            columns={visibleColumns}
            sortColumns={props.columns}
            rowHeaderKey={visibleColumns[0]?.key ?? ''}
            rows={rows}
            sortKey={query.sortKey}
            sortOrder={query.sortOrder}
            onSort={handleSort}
            rowLabel={rowLabel}
            selection={selection}
            rowActions={props.rowActions}
            density={density}
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
      {props.status?.dialog}
      {props.children}
    </section>
  );
}
