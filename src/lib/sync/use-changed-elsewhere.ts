import { useEffect, useRef, useState } from 'react';
import { ownChangeCount } from './own-changes';

type Seen = { id: string; version: number; own: number };

/**
 * Whether the row on screen got a new version from someone else while the reader looked at it
 * (docs/ARCHITECTURE.md, Change notices): a newer server version, with no change of this tab queued
 * for the row since the version shown before. The screen itself already shows the new state (it
 * reads the mirror); this says so, until dismissed or the next record.
 */
export function useChangedElsewhere(
  entity: string,
  row: { id: string; version: number; _pending?: boolean } | null | undefined,
): { isChanged: boolean; dismiss: () => void } {
  const seen = useRef<Seen | null>(null);
  const [changedId, setChangedId] = useState<string | null>(null);
  const id = row?.id;
  const version = row?.version;
  const isPending = row?._pending === true;
  useEffect(() => {
    if (id === undefined || version === undefined) return;
    const own = ownChangeCount(entity, id);
    const before = seen.current;
    seen.current = { id, version, own };
    if (!before || before.id !== id) {
      setChangedId(null);
      return;
    }
    if (version > before.version && own === before.own && !isPending) setChangedId(id);
  }, [entity, id, version, isPending]);
  return { isChanged: changedId !== null && changedId === id, dismiss: () => setChangedId(null) };
}
