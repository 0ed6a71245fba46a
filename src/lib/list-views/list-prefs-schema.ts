/**
 * What a list keeps on the device per user (docs/ARCHITECTURE.md, List tools): the chosen columns
 * and the saved views. Read back through valibot: a bad view is dropped alone, a bad whole record
 * falls back to the defaults; stored data never crashes a list.
 */
import * as v from 'valibot';

/** Filters and sort of a view: the list query without paging. */
export type ViewQuery = Record<string, string | number>;

export type SavedView = {
  id: string;
  name: string;
  query: ViewQuery;
  /** Visible column keys, in the columns file's order. */
  columns: readonly string[];
};

/** Row height of a table: comfortable (the default) or compact, chosen per list. */
export type ListDensity = 'comfortable' | 'compact';

export type ListPrefs = {
  /** The chosen visible columns; null: the columns file's defaults. */
  columns: readonly string[] | null;
  density: ListDensity;
  views: readonly SavedView[];
  defaultViewId: string | null;
};

export const EMPTY_PREFS: ListPrefs = {
  columns: null,
  density: 'comfortable',
  views: [],
  defaultViewId: null,
};

const keyList = v.pipe(v.array(v.pipe(v.string(), v.maxLength(100))), v.maxLength(200));

const savedViewSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
  query: v.record(
    v.pipe(v.string(), v.maxLength(100)),
    v.union([v.pipe(v.string(), v.maxLength(500)), v.number()]),
  ),
  columns: keyList,
});

const prefsShape = v.object({
  columns: v.optional(v.nullable(keyList), null),
  // Records stored before densities existed, or with an unknown one, read as comfortable.
  density: v.optional(v.fallback(v.picklist(['comfortable', 'compact']), 'comfortable'), 'comfortable'),
  views: v.optional(v.array(v.unknown()), []),
  defaultViewId: v.optional(v.nullable(v.string()), null),
});

/** Parses stored JSON text; anything unreadable becomes the defaults. */
export function parseListPrefs(text: string | null): ListPrefs {
  if (!text) return EMPTY_PREFS;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return EMPTY_PREFS;
  }
  const shape = v.safeParse(prefsShape, raw);
  if (!shape.success) return EMPTY_PREFS;
  const views: SavedView[] = [];
  for (const item of shape.output.views) {
    const view = v.safeParse(savedViewSchema, item);
    if (view.success && !views.some((known) => known.id === view.output.id)) views.push(view.output);
  }
  const { defaultViewId } = shape.output;
  return {
    columns: shape.output.columns,
    density: shape.output.density,
    views,
    defaultViewId: views.some((view) => view.id === defaultViewId) ? defaultViewId : null,
  };
}
