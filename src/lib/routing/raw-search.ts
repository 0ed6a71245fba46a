/**
 * A list route's search as the router keeps it: the address's values, not yet parsed. The list
 * screen parses them when it renders (`useListSearch`, lib/list-engine/use-list-search.ts),
 * because the parsers read the areas' query schemas, and a route's own options load with the
 * app's entry: parsing there would put every area's contract into the first visit of /login
 * (docs/ARCHITECTURE.md, The app: First visit). Links still name their search by the parsed
 * type, every parameter optional.
 */
export const rawSearch =
  <T extends object>() =>
  (search: Record<string, unknown>): Partial<T> =>
    search as Partial<T>;
