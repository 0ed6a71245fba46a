import { describe, expect, it, vi } from 'vitest';
import type * as api from '../api';
import { ApiError } from '../api/api-error';
import type { OutboxOp } from '../db/mirror-rows';
import { classifyFailure, computeBackoffMs, isBatchable, sendWithApi, uploadTimeoutMs } from './transport';

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../api', async (original) => ({ ...(await original<typeof api>()), apiRequest }));

const http = (status: number, code?: string, data?: unknown) =>
  new ApiError('http', status, 'text', code, {}, [], { data });

describe('sendWithApi', () => {
  it('sends the op with its id as the Idempotency-Key', async () => {
    apiRequest.mockResolvedValue({ id: 'm1', version: 2 });
    const op = {
      id: 'key-1',
      method: 'POST',
      path: '/Merchant/status/update',
      body: { id: 'm1' },
    } as OutboxOp;
    expect(await sendWithApi(op)).toEqual({ id: 'm1', version: 2 });
    expect(apiRequest).toHaveBeenCalledWith(
      '/Merchant/status/update',
      expect.objectContaining({
        method: 'POST',
        body: { id: 'm1' },
        headers: { 'Idempotency-Key': 'key-1' },
      }),
    );
    expect(apiRequest.mock.lastCall?.[1]).not.toHaveProperty('timeoutMs');
  });

  it('names the page the op was made on and, percent-encoded, the file it was imported from', async () => {
    apiRequest.mockResolvedValue({ id: 'c1', version: 1 });
    const op = {
      id: 'key-3',
      method: 'POST',
      path: '/Client/create',
      body: { id: 'c1' },
      origin: { pagePath: 'client-import-clients', importFile: 'klien baharu.xlsx' },
    } as OutboxOp;
    await sendWithApi(op);
    expect(apiRequest.mock.lastCall?.[1]).toMatchObject({
      pagePath: 'client-import-clients',
      headers: { 'Idempotency-Key': 'key-3', 'X-Import-File': 'klien%20baharu.xlsx' },
    });
  });
});

describe('sendWithApi with files', () => {
  it('sends an op with files as multipart: the body as JSON text in `json`, each file under its field', async () => {
    apiRequest.mockResolvedValue({ id: 't1', version: 1 });
    const op = {
      id: 'key-2',
      method: 'POST',
      path: '/Credit/topUp',
      body: { id: 't1', amountSen: 100 },
      files: ['slip'],
    } as OutboxOp;
    const blob = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const file = {
      opId: 'key-2',
      field: 'slip',
      name: 'slip.pdf',
      type: blob.type,
      size: 8,
      blob,
      thumbnail: null,
    };
    await sendWithApi(op, [file]);
    const [path, request] = apiRequest.mock.lastCall as [string, { body: FormData; headers: object }];
    expect(path).toBe('/Credit/topUp');
    expect(request.headers).toEqual({ 'Idempotency-Key': 'key-2' });
    // Time for the bytes on a weak signal, beyond the usual 20 s.
    expect(request).toMatchObject({ timeoutMs: 20_000 + Math.ceil((8 / (16 * 1024)) * 1000) });
    expect(uploadTimeoutMs([{ ...file, size: 5 * 1024 * 1024 }])).toBe(20_000 + 320_000);
    expect(request.body).toBeInstanceOf(FormData);
    expect(JSON.parse(String(request.body.get('json')))).toEqual({ id: 't1', amountSen: 100 });
    expect((request.body.get('slip') as File).name).toBe('slip.pdf');
    expect(isBatchable(op)).toBe(false);
    expect(isBatchable({ ...op, files: undefined })).toBe(true);
  });
});

describe('classifyFailure', () => {
  it('sorts answers into transient, unauthorized, conflict and permanent', () => {
    expect(classifyFailure(new ApiError('network', 0, 'offline'))).toMatchObject({
      kind: 'transient',
      isOffline: true,
    });
    expect(classifyFailure(new ApiError('invalid-response', 200, 'bad'))).toMatchObject({
      kind: 'transient',
    });
    expect(classifyFailure(new Error('bug'))).toMatchObject({ kind: 'transient', isOffline: false });
    for (const status of [408, 429, 500, 502, 503])
      expect(classifyFailure(http(status)).kind).toBe('transient');
    expect(classifyFailure(http(409, 'idempotency.inProgress')).kind).toBe('transient');
    expect(classifyFailure(http(401, 'auth.unauthorized')).kind).toBe('unauthorized');
    for (const status of [400, 403, 404, 422]) expect(classifyFailure(http(status)).kind).toBe('permanent');
    // A refused state change (activating a merchant that is not approved) fails its op.
    expect(classifyFailure(http(409, 'merchant.notApproved')).kind).toBe('permanent');
    expect(classifyFailure(http(422, 'idempotency.keyReused'))).toMatchObject({
      kind: 'permanent',
      error: { status: 422, code: 'idempotency.keyReused', message: 'text' },
    });
  });

  it('reads their row from a conflict answer, when it is one', () => {
    const current = { id: 'm1', version: 7, status: 'Active' };
    expect(classifyFailure(http(409, 'sync.conflict', { current }))).toMatchObject({
      kind: 'conflict',
      theirs: current,
    });
    expect(classifyFailure(http(409, 'sync.conflict', { current: { id: 1 } }))).toMatchObject({
      theirs: null,
    });
    expect(classifyFailure(http(409, 'sync.conflict'))).toMatchObject({ kind: 'conflict', theirs: null });
  });
});

describe('computeBackoffMs', () => {
  it('stays within the full-jitter bounds', () => {
    for (let attempts = 1; attempts <= 12; attempts++) {
      const ceiling = Math.min(60_000, 1_000 * 2 ** (attempts - 1));
      expect(computeBackoffMs(attempts, () => 0)).toBe(0);
      expect(computeBackoffMs(attempts, () => 0.9999)).toBeLessThan(ceiling);
      expect(computeBackoffMs(attempts, () => 0.9999)).toBeGreaterThanOrEqual(ceiling * 0.999);
    }
    expect(computeBackoffMs(1, () => 0.5, 5_000)).toBe(5_000);
  });
});
