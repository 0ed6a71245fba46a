/** The help center's query lives in its URL (`?q=kredit`), so a search can be linked and kept. */
export type HelpSearch = { q?: string };

export function parseHelpSearch(search: Record<string, unknown>): HelpSearch {
  const q = typeof search.q === 'string' ? search.q.slice(0, 200) : '';
  return q.trim() ? { q } : {};
}
