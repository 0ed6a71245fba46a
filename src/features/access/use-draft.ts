import { useState } from 'react';
import { isSameSet } from './access-model';

/**
 * A local draft of a role's grants that follows the mirrored value while the user has not changed
 * it: a pull or the server's answer to an earlier save (a new version) must never throw away ticks
 * the user is still making, nor leave an untouched form showing stale grants.
 */
export function useGrantsDraft(source: readonly string[]) {
  const [state, setState] = useState({ base: source, draft: source });
  let current = state;
  if (
    !isSameSet(state.base, source) &&
    (isSameSet(state.draft, state.base) || isSameSet(state.draft, source))
  ) {
    current = { base: source, draft: source };
    setState(current);
  }
  const update = (next: (previous: readonly string[]) => readonly string[]) =>
    setState((previous) => ({ ...previous, draft: next(previous.draft) }));
  return [current.draft, update] as const;
}
