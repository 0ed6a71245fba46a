// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const constructed = vi.hoisted(() => ({ count: 0 }));
vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor() {
      constructed.count += 1;
    }
    addEventListener() {}
    register() {
      return Promise.resolve(undefined);
    }
    update() {
      return Promise.resolve();
    }
  },
}));

afterEach(() => vi.unstubAllGlobals());

describe('startServiceWorker', () => {
  it('registers the worker only once the page is idle, not during the first screen', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    if (!('serviceWorker' in navigator))
      Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    const { startServiceWorker } = await import('./update-controller');
    const started = startServiceWorker();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(constructed.count).toBe(0);
    expect(idle).toHaveLength(1);
    idle[0]?.();
    await started;
    expect(constructed.count).toBe(1);
  });
});
