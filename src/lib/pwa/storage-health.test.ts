import { describe, expect, it } from 'vitest';
import { isOutboxStale, STALE_OUTBOX_MS } from './storage-health';

describe('outbox age warning', () => {
  it('warns once the oldest unsent change is more than 7 days old', () => {
    const now = 100 * STALE_OUTBOX_MS;
    expect(isOutboxStale(null, now)).toBe(false);
    expect(isOutboxStale(now - STALE_OUTBOX_MS, now)).toBe(false);
    expect(isOutboxStale(now - STALE_OUTBOX_MS - 1, now)).toBe(true);
  });
});
