// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../contract';
import type * as Api from '../../lib/api';

const refreshSession = vi.fn<() => Promise<Session>>();
const apiRequest = vi.fn();
vi.mock('./auth.api', () => ({ refreshSession: () => refreshSession() }));
vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  apiRequest: (...args: unknown[]) => apiRequest(...args) as unknown,
}));

const session = (sessionId: string): Session => ({
  accessToken: `token-${sessionId}`,
  expiresIn: 900,
  sessionId,
  signOutProof: `proof-${sessionId}`,
  idleTimeout: 1800,
  user: {
    userID: 'u1',
    username: 'merchant.user',
    firstName: 'Mei',
    lastName: 'Tan',
    email: 'mei@example.com',
    role: 'Merchant User',
    roleId: 'r1',
    level: 'Maker',
    userType: 'merchant',
    merchantId: 'm1',
    merchantName: 'Demo',
    permissions: { menus: [], functions: [] },
  },
});

async function load() {
  vi.resetModules();
  return import('./session-store');
}

beforeEach(() => {
  localStorage.clear();
  refreshSession.mockReset();
  apiRequest.mockReset();
});

describe('session on a shared device', () => {
  it('never refreshes from the cookie after a sign-out, until a password sign-in', async () => {
    const store = await load();
    store.startSession(session('s1'));
    apiRequest.mockRejectedValue(new Error('offline'));
    store.endSession();
    const { refreshAccessToken, setAccessToken } = await import('../../lib/api');
    setAccessToken(null);
    expect(await refreshAccessToken()).toBe(false);
    expect(await store.ensureSession()).toBe(false);
    expect(refreshSession).not.toHaveBeenCalled();
    // A fresh start of the app (a reload) is no different.
    const reloaded = await load();
    expect(await reloaded.ensureSession()).toBe(false);
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it('keeps the sign-out for the server until it is answered', async () => {
    const store = await load();
    store.startSession(session('s1'));
    store.endSession();
    const { sendPendingSignOuts, pendingSignOutCount } = await import('./pending-sign-outs');
    apiRequest.mockRejectedValueOnce(new Error('offline'));
    await sendPendingSignOuts();
    expect(pendingSignOutCount()).toBe(1);
    apiRequest.mockResolvedValueOnce(null);
    await sendPendingSignOuts();
    expect(apiRequest).toHaveBeenLastCalledWith(
      '/General/sign-out',
      expect.objectContaining({ method: 'POST', body: { sessionId: 's1', proof: 'proof-s1' } }),
    );
    expect(pendingSignOutCount()).toBe(0);
  });

  it('ends the session on the device past the idle timeout, with its message', async () => {
    const store = await load();
    store.startSession(session('s1'));
    localStorage.setItem('bo-portal:last-active', String(Date.now() - 31 * 60_000));
    apiRequest.mockRejectedValue(new Error('offline'));
    expect(await store.ensureSession()).toBe(false);
    expect(store.getSessionUser()).toBeNull();
    expect(store.takeSignOutNotice()).toEqual({ code: 'auth.sessionIdle', params: { minutes: 30 } });
    expect(store.takeSignOutNotice()).toBeNull();
  });
});
