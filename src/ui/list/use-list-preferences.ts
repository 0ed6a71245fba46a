import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { getMirror } from '../../lib/db';
import {
  getListPrefs,
  subscribeListPrefs,
  updateListPrefs,
  visibleColumnKeys,
  type ListPrefs,
} from '../../lib/list-views';
import type { ListColumn, ListRow } from './list-types';

/** Whose preferences: the signed-in user of the mirror (docs/ARCHITECTURE.md, List tools). */
const currentUserId = () => getMirror()?.userId ?? 'anonymous';

/** The list's stored preferences (chosen columns, saved views) and how to change them. */
export function useListPrefs(viewKey: string) {
  const userId = currentUserId();
  const prefs = useSyncExternalStore(subscribeListPrefs, () => getListPrefs(userId, viewKey));
  const update = useCallback(
    (change: (prefs: ListPrefs) => ListPrefs) => updateListPrefs(userId, viewKey, change),
    [userId, viewKey],
  );
  return { prefs, update, userId };
}

/** The columns the list shows: the user's choice from the column chooser, else the defaults. */
export function useListPreferences<Row extends ListRow>(
  viewKey: string,
  columns: readonly ListColumn<Row>[],
): readonly ListColumn<Row>[] {
  const { prefs } = useListPrefs(viewKey);
  return useMemo(() => {
    const keys = visibleColumnKeys(columns, prefs.columns);
    return columns.filter((column) => keys.includes(column.key));
  }, [columns, prefs.columns]);
}
