/**
 * Access tokens a process has verified are remembered (tokens.ts): a token seen again must still
 * be refused once it expires, and only under the secret it was verified with.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { signAccessToken, verifyAccessToken } from './tokens';

const SECRET = 'tokens-test-secret-that-is-long-enough-0123456789';
const claims = { sub: '00000000-0000-4000-8000-000000000001', role: 'r1', sid: 'family-1' };

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof ApiError ? error.code : String(error)),
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('verifyAccessToken', () => {
  it('answers a token seen before from memory, and refuses it once it has expired', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z'), toFake: ['Date'] });
    const token = await signAccessToken(claims, SECRET, 60);
    expect(await verifyAccessToken(token, SECRET)).toEqual(claims);
    expect(await verifyAccessToken(token, SECRET)).toEqual(claims);
    vi.setSystemTime(new Date('2026-01-01T00:01:00Z'));
    expect(await codeOf(verifyAccessToken(token, SECRET))).toBe('auth.sessionExpired');
  });

  it('does not take a token verified under one secret for another secret', async () => {
    const token = await signAccessToken(claims, SECRET, 60);
    expect(await verifyAccessToken(token, SECRET)).toEqual(claims);
    expect(await codeOf(verifyAccessToken(token, `${SECRET}-other`))).toBe('auth.unauthorized');
  });

  it('never remembers a refused token: a changed signature stays refused', async () => {
    const token = await signAccessToken(claims, SECRET, 60);
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await codeOf(verifyAccessToken(forged, SECRET))).toBe('auth.unauthorized');
    expect(await codeOf(verifyAccessToken(forged, SECRET))).toBe('auth.unauthorized');
    expect(await verifyAccessToken(token, SECRET)).toEqual(claims);
  });
});
