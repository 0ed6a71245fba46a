import { describe, expect, it, vi } from 'vitest';
import { fetchLatestBuildId, isCheckDue, startUpdateChecks, UPDATE_CHECK_INTERVAL_MS } from './update-check';

const HOUR = UPDATE_CHECK_INTERVAL_MS;

function setup(latest: () => Promise<string | null>) {
  let clock = 0;
  let tick: (() => void) | null = null;
  const target = new EventTarget();
  const onNewBuild = vi.fn();
  const fetchLatestId = vi.fn(latest);
  const checks = startUpdateChecks({
    currentId: 'build-1',
    fetchLatestId,
    onNewBuild,
    now: () => clock,
    target: target as unknown as Window,
    setInterval: (run) => {
      tick = run;
      return 1;
    },
    clearInterval: () => {
      tick = null;
    },
  });
  return {
    checks,
    onNewBuild,
    fetchLatestId,
    advance: (ms: number) => {
      clock += ms;
    },
    tick: () => tick?.(),
    focus: () => target.dispatchEvent(new Event('focus')),
  };
}

describe('update check scheduling', () => {
  it('is due after 60 minutes, or when the clock went back', () => {
    expect(isCheckDue(0, HOUR - 1)).toBe(false);
    expect(isCheckDue(0, HOUR)).toBe(true);
    expect(isCheckDue(10_000, 5_000)).toBe(true);
  });

  it('checks on the hourly tick and asks for the new build when the id differs', async () => {
    const t = setup(async () => 'build-2');
    t.advance(HOUR);
    t.tick();
    await vi.waitFor(() => expect(t.onNewBuild).toHaveBeenCalledWith('build-2'));
  });

  it('checks on focus only when the last check is an hour old', async () => {
    const t = setup(async () => 'build-1');
    t.advance(HOUR - 1);
    t.focus();
    expect(t.fetchLatestId).not.toHaveBeenCalled();
    t.advance(1);
    t.focus();
    expect(t.fetchLatestId).toHaveBeenCalledTimes(1);
    // Just checked: a focus right after does nothing.
    await Promise.resolve();
    t.focus();
    expect(t.fetchLatestId).toHaveBeenCalledTimes(1);
  });

  it('checkNow reports current, new-build and unreachable, and never overlaps', async () => {
    let answer: Promise<string | null> = Promise.resolve('build-1');
    const t = setup(() => answer);
    expect(await t.checks.checkNow()).toBe('current');
    answer = Promise.reject(new Error('offline'));
    expect(await t.checks.checkNow()).toBe('unreachable');
    answer = Promise.resolve('build-2');
    const [a, b] = [t.checks.checkNow(), t.checks.checkNow()];
    expect(await a).toBe('new-build');
    expect(await b).toBe('new-build');
    expect(t.onNewBuild).toHaveBeenCalledTimes(1);
  });

  it('stop removes the timer and the focus listener', () => {
    const t = setup(async () => 'build-2');
    t.checks.stop();
    t.advance(HOUR);
    t.focus();
    t.tick();
    expect(t.fetchLatestId).not.toHaveBeenCalled();
  });
});

describe('fetchLatestBuildId', () => {
  it('reads the id past the cache and treats anything else as unknown', async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify({ id: 'b7', timestamp: 1 })));
    expect(await fetchLatestBuildId(fetcher as unknown as typeof fetch)).toBe('b7');
    expect(fetcher).toHaveBeenCalledWith('/builds/latest.json', { cache: 'no-store' });
    const missing = async () => new Response('nope', { status: 404 });
    expect(await fetchLatestBuildId(missing as unknown as typeof fetch)).toBeNull();
    const odd = async () => new Response(JSON.stringify({ id: 3 }));
    expect(await fetchLatestBuildId(odd as unknown as typeof fetch)).toBeNull();
  });
});
