/**
 * A list route's raw search (lib/routing/raw-search.ts) parsed where the screen renders, once per
 * change of the address: each bad or missing parameter takes its default on its own.
 */
import { useMemo } from 'react';
import type { ListedEntity } from '../../contract/entities';
import { parseListSearch, type QueryOf } from './list-rows';

/** The route's raw search through a screen's own parser (a list plus its own parameters). */
export function useParsedSearch<T>(parse: (search: Record<string, unknown>) => T, search: object): T {
  return useMemo(() => parse(search as Record<string, unknown>), [parse, search]);
}

/** The route's raw search as the entity's list query. */
export function useListSearch<E extends ListedEntity>(entity: E, search: Partial<QueryOf<E>>): QueryOf<E> {
  const parse = useMemo(() => parseListSearch(entity), [entity]);
  return useParsedSearch(parse, search);
}
