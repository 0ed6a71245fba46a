import { describe, expect, it } from 'vitest';
import { outboxSyncTag, requestBackgroundReplay, userOfSyncTag } from './background-sync';

describe('background sync tags', () => {
  it('carry the user, and only our tags name one', () => {
    expect(userOfSyncTag(outboxSyncTag('u-1'))).toBe('u-1');
    expect(userOfSyncTag('bo-portal-outbox:')).toBeNull();
    expect(userOfSyncTag('something-else')).toBeNull();
  });

  it('answers false where there is no service worker (jsdom)', async () => {
    expect(await requestBackgroundReplay('u-1')).toBe(false);
  });
});
