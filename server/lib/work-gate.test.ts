import { describe, expect, it } from 'vitest';
import { createWorkGate } from './work-gate';

describe('createWorkGate', () => {
  it('lets `slots` in, queues `queue` more in arrival order and refuses the rest', async () => {
    const gate = createWorkGate({ slots: 2, queue: 2 });
    const first = await gate.enter();
    const second = await gate.enter();
    const order: string[] = [];
    const third = gate.enter().then((release) => (order.push('third'), release));
    const fourth = gate.enter().then((release) => (order.push('fourth'), release));
    expect(await gate.enter()).toBeNull();

    first?.();
    first?.(); // a second release of the same slot changes nothing
    expect(await third).toBeTypeOf('function');
    expect(order).toEqual(['third']);
    second?.();
    expect(await fourth).toBeTypeOf('function');
    expect(order).toEqual(['third', 'fourth']);
    // Both slots are taken again by the queued ones: a newcomer waits, it does not overtake.
    let fifthIn = false;
    const fifth = gate.enter().then((release) => ((fifthIn = true), release));
    await Promise.resolve();
    expect(fifthIn).toBe(false);
    (await third)?.();
    (await fifth)?.();
    (await fourth)?.();
    expect(await gate.enter()).toBeTypeOf('function');
  });

  it('drops a waiting caller that goes away, freeing its place in the queue', async () => {
    const gate = createWorkGate({ slots: 1, queue: 1 });
    const release = await gate.enter();
    const leaving = new AbortController();
    const waiter = gate.enter(leaving.signal);
    leaving.abort();
    expect(await waiter).toBeNull();
    const next = gate.enter();
    release?.();
    expect(await next).toBeTypeOf('function');
  });

  it('asks refused callers to come back after the work ahead of them, at the recent pace', async () => {
    let time = 0;
    const gate = createWorkGate({ slots: 2, queue: 2 }, () => time);
    expect(gate.retryAfterSeconds()).toBe(1);
    for (let i = 0; i < 20; i++) {
      const release = await gate.enter();
      time += 3000;
      release?.();
    }
    const held = await gate.enter();
    await gate.enter();
    void gate.enter();
    void gate.enter();
    // 4 runs ahead on 2 slots at ~3 s each.
    expect(gate.retryAfterSeconds()).toBeGreaterThanOrEqual(5);
    expect(gate.retryAfterSeconds()).toBeLessThanOrEqual(6);
    time += 1_000_000;
    held?.();
    expect(gate.retryAfterSeconds()).toBe(60);
  });
});
