import { describe, expect, it } from 'vitest';
import { LAST_RELOAD_KEY, RELOAD_GUARD_MS, markReload, reloadGuardRemaining } from './reload-guard';

const memory = () => {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => data.set(key, value),
  };
};

describe('reload guard', () => {
  it('lets the first reload through', () => {
    expect(reloadGuardRemaining(memory(), 1_000_000)).toBe(0);
  });

  it('holds a reload for 10 s after the last one, then lets it through', () => {
    const storage = memory();
    markReload(storage, 1_000_000);
    expect(storage.getItem(LAST_RELOAD_KEY)).toBe('1000000');
    expect(reloadGuardRemaining(storage, 1_000_000)).toBe(RELOAD_GUARD_MS);
    expect(reloadGuardRemaining(storage, 1_004_000)).toBe(6_000);
    expect(reloadGuardRemaining(storage, 1_010_000)).toBe(0);
  });

  it('ignores garbage, a clock that went back, and storage that throws', () => {
    const storage = memory();
    storage.setItem(LAST_RELOAD_KEY, 'soon');
    expect(reloadGuardRemaining(storage, 5_000)).toBe(0);
    markReload(storage, 9_000);
    expect(reloadGuardRemaining(storage, 5_000)).toBe(0);
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(reloadGuardRemaining(broken, 5_000)).toBe(0);
    expect(() => markReload(broken, 5_000)).not.toThrow();
    expect(reloadGuardRemaining(null, 5_000)).toBe(0);
  });
});
