// @vitest-environment jsdom
import * as v from 'valibot';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { apiRequest } from './api-client';
import { setAccessToken, setTokenRefresher } from './session-token';

/** A signed-looking token whose lifetime is `seconds` (only its claims are read on the device). */
const token = (name: string, seconds: number) => {
  const claims = btoa(JSON.stringify({ sub: name, iat: 1_000, exp: 1_000 + seconds }));
  return `header.${claims.replace(/=+$/, '')}.signature`;
};

const answer = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = () => answer(200, { success: true, data: 1 });
const refused = () => answer(401, { success: false, code: 'auth.expired' });

describe('apiRequest and the access token', () => {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const auth = new Headers(init?.headers).get('Authorization') ?? '';
    calls.push(`${String(input).replace(/^.*\/bo/, '')} ${auth}`);
    return auth.includes(btoa(JSON.stringify({ sub: 'old', iat: 1_000, exp: 1_900 })).replace(/=+$/, ''))
      ? refused()
      : ok();
  });
  const renew = vi.fn(async () => {
    setAccessToken(token('new', 900));
    return true;
  });

  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal('fetch', fetchMock);
    setTokenRefresher(renew);
    renew.mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    setAccessToken(null);
  });

  it('renews an expired token before the call instead of sending it to be refused', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    setAccessToken(token('old', 900));
    vi.setSystemTime(Date.now() + 16 * 60_000); // back online after 16 minutes: the token is over
    expect(await apiRequest('/Invoice/x/history', { schema: v.number() })).toBe(1);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([`/Invoice/x/history Bearer ${token('new', 900)}`]);
  });

  it('sends a token with time left as it is', async () => {
    setAccessToken(token('fresh', 900));
    await apiRequest('/Invoice/x/history', { schema: v.number() });
    expect(renew).not.toHaveBeenCalled();
    expect(calls).toEqual([`/Invoice/x/history Bearer ${token('fresh', 900)}`]);
  });

  it('renews a token about to expire, and not for a call that establishes the session', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    setAccessToken(token('soon', 900));
    vi.setSystemTime(Date.now() + 890_000);
    await apiRequest('/General/refresh-token', { schema: v.number(), skipRefresh: true });
    expect(renew).not.toHaveBeenCalled();
    await apiRequest('/Invoice/x/history', { schema: v.number() });
    expect(renew).toHaveBeenCalledTimes(1);
  });
});
