/**
 * The parts a list screen is composed of (docs/ARCHITECTURE.md, Entity descriptors): the entity's
 * descriptor says what can be filtered and sorted; the area's columns file says how each column
 * looks and exports; the shared list page (list-page.tsx), toolbar (list-toolbar.tsx: export,
 * column chooser, saved views, bulk actions) and table read both.
 */
import type { ReactNode } from 'react';
import type { AnyListEntity, ColumnKind } from '../../contract';

/** A mirrored row as lists show it: `_pending` while a queued change is not yet on the server. */
export type ListRow = { id: string; _pending?: boolean };

/** One column of an area's columns file. `key` is a `ColumnSpec.key` of the descriptor. */
export type ListColumn<Row extends ListRow> = {
  key: string;
  kind: ColumnKind;
  /** Translated header text. */
  label: string;
  /** The cell. */
  render: (row: Row) => ReactNode;
  /**
   * A picture shown before a text cell's value (a client's logo), outside the text: only the text
   * wraps and is cut, so the picture never takes the text's room.
   */
  lead?: (row: Row) => ReactNode;
  /**
   * The least width a text column keeps when many columns share a tight table (a merchant's
   * name beside a booking's nine other columns in Malay): without it, a text column's share follows
   * its header, and a short header ("Peniaga") left a short name cut.
   */
  minWidth?: string;
  /** The value written to CSV/XLSX: text, a number (money in major units, as shown), or empty. */
  exportValue: (row: Row) => string | number | null;
  /** The descriptor sort key ordering by this column, when it sorts. */
  sortKey?: string;
  isDefault: boolean;
};

/** One filter control of an area, in the filter bar. `name` is a filter name of the descriptor. */
export type ListFilterControl = {
  name: string;
  /** Translated label. */
  label: string;
  /** Free text (`contains`), a choice among options (`equals`), or a date bound (`from`/`to`). */
  control: 'text' | 'select' | 'date';
  options?: readonly { value: string; label: string }[];
  /** Translated text of a select's blank choice ("All roles"); "All" when not given. */
  allLabel?: string;
};

/** An action on the selected rows (bulk activate, deactivate), confirmed once for all of them. */
export type BulkAction<Row extends ListRow> = {
  id: string;
  /** Translated button text, e.g. "Deactivate". */
  label: string;
  /** Rows it applies to; the others among the selection are skipped and counted. */
  appliesTo: (row: Row) => boolean;
  /** Translated confirmation for `count` rows. */
  confirmText: (count: number) => string;
  /** Queues one ordinary outbox op per row (exactly once each); resolves when all are queued. */
  run: (rows: readonly Row[]) => Promise<void>;
};

/** A list query: paging and sorting (docs/product.md, Lists) plus the entity's filters. */
export type ListQuery = {
  pageSize: number;
  curPageIndex: number;
  sortKey: string;
  sortOrder: 'asc' | 'desc';
  [filter: string]: string | number;
};

/** What the toolbar (list-toolbar.tsx) gets from the list page. */
export type ListToolbarProps<Row extends ListRow> = {
  entity: AnyListEntity;
  segment: string;
  /** Saved views, chosen columns and selection are kept under this key, per user: `merchants:list`. */
  viewKey: string;
  query: ListQuery;
  /** Applies filters and sort (a saved view). */
  onQueryChange: (next: Partial<ListQuery>) => void;
  columns: readonly ListColumn<Row>[];
  /** Every row matching the current query, in list order (for export); from the mirror. */
  selectRows: () => readonly Row[];
  selectedRows: readonly Row[];
  onClearSelection: () => void;
  bulkActions: readonly BulkAction<Row>[];
  /** May the user export (FAC `export` on the entity's menu item)? */
  canExport: boolean;
  /** File name stem for exports: `bookings-2026-11-25`. */
  exportName: string;
  /** The area's Import link, when it declares an import and the user may create in it. */
  importAction?: ReactNode;
};
