// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { OutboxOp } from '../db/mirror-rows';
import { createWorkerTransport } from './worker-replay';

const answer = () =>
  new Response(JSON.stringify({ success: true, message: 'ok', data: { id: 't1', version: 2 } }), {
    headers: { 'Content-Type': 'application/json' },
  });

describe('createWorkerTransport', () => {
  it('sends an op with files as multipart, with no JSON content type, like the app', async () => {
    const calls: [string, RequestInit][] = [];
    const fetcher = (async (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return answer();
    }) as typeof fetch;
    const op = {
      id: 'key-1',
      method: 'POST',
      path: '/Credit/topUp',
      body: { id: 't1' },
      files: ['slip'],
    } as OutboxOp;
    const blob = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
    const file = {
      opId: 'key-1',
      field: 'slip',
      name: 'slip.jpg',
      type: blob.type,
      size: 4,
      blob,
      thumbnail: null,
    };
    expect(await createWorkerTransport('token', fetcher)(op, [file])).toEqual({ id: 't1', version: 2 });
    const [url, init] = calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/bo/Credit/topUp');
    const headers = init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers['Idempotency-Key']).toBe('key-1');
    const form = init.body as FormData;
    expect(JSON.parse(String(form.get('json')))).toEqual({ id: 't1' });
    expect((form.get('slip') as File).size).toBe(4);
  });

  it('sends an op without files as JSON', async () => {
    const calls: RequestInit[] = [];
    const fetcher = (async (_url: string, init: RequestInit) => {
      calls.push(init);
      return answer();
    }) as typeof fetch;
    const op = { id: 'k', method: 'POST', path: '/Merchant/update', body: { id: 'm' } } as OutboxOp;
    await createWorkerTransport('token', fetcher)(op);
    expect((calls[0]?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(calls[0]?.body).toBe('{"id":"m"}');
  });
});
