import { useState } from 'react';
import * as v from 'valibot';
import { readPref, writePref } from '../../lib/prefs/prefs';

const PREF = 'navClosedGroups';
const IdsSchema = v.array(v.string());

const readClosed = () =>
  new Set(
    readPref(PREF, (raw) => {
      try {
        const parsed = v.safeParse(IdsSchema, JSON.parse(raw));
        return parsed.success ? parsed.output : undefined;
      } catch {
        return undefined;
      }
    }) ?? [],
  );

/**
 * The navigation groups the user folded, kept on the device (every group starts open). The group
 * holding the current screen opens again when the user arrives there another way (search, a
 * link), so the marked item is never hidden.
 */
export function useClosedGroups(activeGroupId: string | undefined) {
  const [closed, setClosed] = useState(() => without(readClosed(), activeGroupId));
  const [seenActive, setSeenActive] = useState(activeGroupId);
  if (seenActive !== activeGroupId) {
    setSeenActive(activeGroupId);
    if (activeGroupId && closed.has(activeGroupId)) setClosed(without(closed, activeGroupId));
  }

  const toggle = (id: string) =>
    setClosed((previous) => {
      const next = previous.has(id) ? without(previous, id) : new Set(previous).add(id);
      writePref(PREF, next.size ? JSON.stringify([...next]) : null);
      return next;
    });
  return { isClosed: (id: string) => closed.has(id), toggle };
}

function without(ids: Set<string>, id: string | undefined) {
  const next = new Set(ids);
  if (id) next.delete(id);
  return next;
}
