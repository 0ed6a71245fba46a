import { useCallback, useEffect, useRef } from 'react';
import {
  addView,
  findDefaultView,
  hasFilters,
  viewQueryOf,
  visibleColumnKeys,
  type SavedView,
} from '../../lib/list-views';
import type { ListQuery, ListRow, ListToolbarProps } from './list-types';
import { useListPrefs } from './use-list-preferences';

type ViewProps<Row extends ListRow> = Pick<
  ListToolbarProps<Row>,
  'entity' | 'viewKey' | 'query' | 'onQueryChange' | 'columns'
>;

const newViewId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Date.now());

/**
 * Saved views of one list (docs/ARCHITECTURE.md, List tools): saving the current filters, sort and
 * columns, applying one, and opening on the default view when the URL names no filter.
 */
export function useSavedViews<Row extends ListRow>({
  entity,
  viewKey,
  query,
  onQueryChange,
  columns,
}: ViewProps<Row>) {
  const { prefs, update, userId } = useListPrefs(viewKey);

  const apply = useCallback(
    (view: SavedView) => {
      // Every filter is set, blank unless the view names it: a view replaces the filters.
      const blanks = Object.fromEntries(Object.keys(entity.filters).map((name) => [name, '']));
      onQueryChange({ ...blanks, ...view.query, curPageIndex: 1 } as Partial<ListQuery>);
      update((current) => ({ ...current, columns: [...view.columns] }));
    },
    [entity, onQueryChange, update],
  );

  const save = (name: string, isDefault: boolean) => {
    const view: SavedView = {
      id: newViewId(),
      name,
      query: viewQueryOf(query),
      columns: visibleColumnKeys(columns, prefs.columns),
    };
    update((current) => {
      const next = addView(current, view);
      return isDefault ? { ...next, defaultViewId: view.id } : next;
    });
  };

  // Once per list opening (and user: the mirror may open after the first render): a URL without
  // filters opens on the default view.
  const opened = useRef<string | null>(null);
  useEffect(() => {
    const key = `${userId}:${viewKey}`;
    if (opened.current === key) return;
    opened.current = key;
    const view = findDefaultView(prefs);
    if (view && !hasFilters(query)) apply(view);
  }, [userId, viewKey, prefs, query, apply]);

  return { prefs, update, apply, save };
}
