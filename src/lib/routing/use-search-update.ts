import { useMatch, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/** A route's `navigate`, as far as a list that keeps its query in the URL needs it. */
export type SearchNavigate<Q> = (options: { search: (previous: Q) => Q; replace?: boolean }) => unknown;

/**
 * Merges a change into the screen's search params (the query of a list lives in its URL, so
 * back/forward and links work), replacing the history entry.
 *
 * Filters debounce typing, so an update can come due after the user has already left: a row
 * clicked while the profile opens slowly (a busy device) is a navigation in flight. A route's
 * `navigate` goes to that route, so the late update would carry the user back to the list over
 * the page they chose. It is dropped instead once the address is no longer this screen's.
 */
export function useSearchUpdate<Q extends object>(navigate: SearchNavigate<Q>) {
  const router = useRouter();
  const pathname = useMatch({ strict: false, select: (match) => match.pathname });
  return useCallback(
    (next: Partial<Q>) => {
      if (router.latestLocation.pathname !== pathname) return;
      void navigate({ search: (previous) => ({ ...previous, ...next }), replace: true });
    },
    [router, pathname, navigate],
  );
}
