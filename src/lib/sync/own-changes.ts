/**
 * Which rows this tab has changed (docs/ARCHITECTURE.md, Change notices: screens that change under
 * the reader). A row's new version is "someone else's" only if no change of this tab was queued for
 * it since the version the screen last showed; another tab's change counts as someone else's.
 */
const counts = new Map<string, number>();
const keyOf = (entity: string, id: string) => `${entity}\u0000${id}`;

/** Called by the outbox for every change queued for a row. */
export function noteOwnChange(entity: string, id: string): void {
  const key = keyOf(entity, id);
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** How many changes this tab has queued for the row: a screen compares it between versions. */
export const ownChangeCount = (entity: string, id: string): number => counts.get(keyOf(entity, id)) ?? 0;
