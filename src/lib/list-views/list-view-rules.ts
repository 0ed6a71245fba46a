/** Pure rules of the column choice and saved views (docs/ARCHITECTURE.md, List tools). */
import type { ListPrefs, SavedView, ViewQuery } from './list-prefs-schema';

type Column = { key: string; isDefault: boolean };

/** The visible column keys: the choice, less unknown keys; never none (then the defaults). */
export function visibleColumnKeys(columns: readonly Column[], chosen: readonly string[] | null): string[] {
  const defaults = columns.filter((column) => column.isDefault).map((column) => column.key);
  if (!chosen) return defaults.length ? defaults : columns.slice(0, 1).map((column) => column.key);
  const kept = columns.filter((column) => chosen.includes(column.key)).map((column) => column.key);
  return kept.length ? kept : visibleColumnKeys(columns, null);
}

/** Shows or hides one column; hiding the last visible one is refused (one always stays). */
export function toggleColumn(
  columns: readonly Column[],
  chosen: readonly string[] | null,
  key: string,
  isVisible: boolean,
): string[] {
  const current = visibleColumnKeys(columns, chosen);
  const next = columns
    .map((column) => column.key)
    .filter((columnKey) => (columnKey === key ? isVisible : current.includes(columnKey)));
  return next.length ? next : current;
}

/** The filters and sort of a query, without paging and blank filters. */
export function viewQueryOf(query: ViewQuery): ViewQuery {
  const kept: ViewQuery = {};
  for (const [name, value] of Object.entries(query)) {
    if (name === 'pageSize' || name === 'curPageIndex' || value === '') continue;
    kept[name] = value;
  }
  return kept;
}

export function addView(prefs: ListPrefs, view: SavedView): ListPrefs {
  return { ...prefs, views: [...prefs.views, view] };
}

export function renameView(prefs: ListPrefs, id: string, name: string): ListPrefs {
  return { ...prefs, views: prefs.views.map((view) => (view.id === id ? { ...view, name } : view)) };
}

export function deleteView(prefs: ListPrefs, id: string): ListPrefs {
  return {
    ...prefs,
    views: prefs.views.filter((view) => view.id !== id),
    defaultViewId: prefs.defaultViewId === id ? null : prefs.defaultViewId,
  };
}

/** Makes a view the default, or clears the default with null. */
export function setDefaultView(prefs: ListPrefs, id: string | null): ListPrefs {
  return { ...prefs, defaultViewId: id && prefs.views.some((view) => view.id === id) ? id : null };
}

export function findDefaultView(prefs: ListPrefs): SavedView | null {
  return prefs.views.find((view) => view.id === prefs.defaultViewId) ?? null;
}

/** Does the query set any filter (beyond paging and sort)? */
export function hasFilters(query: ViewQuery): boolean {
  return Object.entries(query).some(
    ([name, value]) => !['pageSize', 'curPageIndex', 'sortKey', 'sortOrder'].includes(name) && value !== '',
  );
}
