// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backoffMs, BACKOFF_CAP_MS, followNotices } from './notice-stream';

/** A server's stream the test writes events into and can end. */
function fakeStream() {
  const encoder = new TextEncoder();
  let sink!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (controller) => void (sink = controller) });
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    send: (event: string) => sink.enqueue(encoder.encode(`event: ${event}\ndata: {}\n\n`)),
    end: () => sink.close(),
  };
}

const setOnline = (isOnline: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(isOnline);
  window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('followNotices', () => {
  it('asks for a pull on ready and on each notice, and opens the stream again after it ended', async () => {
    const [first, second] = [fakeStream(), fakeStream()];
    const open = vi.fn(async () => (open.mock.calls.length === 1 ? first : second).response);
    const onNotice = vi.fn();
    const stop = followNotices({ open, onNotice, random: () => 0 });
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    first.send('ready');
    first.send('notice');
    await vi.waitFor(() => expect(onNotice).toHaveBeenCalledTimes(2));
    first.end();
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(2), { timeout: 2_000 });
    // The gap's changes sent their notices to nobody: the new stream's ready asks for a pull.
    second.send('ready');
    await vi.waitFor(() => expect(onNotice).toHaveBeenCalledTimes(3));
    stop();
  });

  it("waits the server's Retry-After before opening again after a refusal", async () => {
    const refused = new Response('{}', { status: 503, headers: { 'Retry-After': '1' } });
    const open = vi.fn(async () => (open.mock.calls.length === 1 ? refused : fakeStream().response));
    const stop = followNotices({ open, onNotice: () => {}, random: () => 0 });
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(open).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(2), { timeout: 2_000 });
    stop();
  });

  it('closes the stream offline and opens it again online; after stop it opens nothing', async () => {
    const signals: AbortSignal[] = [];
    const open = vi.fn(async (signal: AbortSignal) => {
      signals.push(signal);
      return fakeStream().response;
    });
    const stop = followNotices({ open, onNotice: () => {}, random: () => 0 });
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    setOnline(false);
    expect(signals[0]?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(open).toHaveBeenCalledTimes(1);
    setOnline(true);
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    stop();
    expect(signals[1]?.aborted).toBe(true);
    setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('spreads reconnects with jitter up to a cap', () => {
    expect(backoffMs(0, () => 1)).toBe(1_000);
    expect(backoffMs(3, () => 1)).toBe(8_000);
    expect(backoffMs(20, () => 1)).toBe(BACKOFF_CAP_MS);
    expect(backoffMs(20, () => 0.25)).toBe(BACKOFF_CAP_MS / 4);
  });
});
