/**
 * The app served over real HTTP on an ephemeral port: what only a socket shows (keep-alive after an
 * answer that left the body unread, Node's own answers to requests the app never sees).
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MS, serveApp } from './http-server';
import { buildApp, setupTestDb } from './test/test-app';
import type { TestDb } from './test/test-db';

let testDb: TestDb;
let server: ReturnType<typeof serveApp>;
let port: number;

beforeAll(async () => {
  testDb = await setupTestDb();
  server = serveApp(buildApp(testDb.db), { port: 0, hostname: '127.0.0.1' });
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await testDb.drop();
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; socket: Socket };

function send(agent: http.Agent, method: string, path: string, body?: Buffer | string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path, agent, headers: { 'Content-Type': 'application/json' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
            socket: request.socket as Socket,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Two requests through one keep-alive agent: the second must be answered, on the same socket if kept. */
async function followUp(first: { method: string; path: string; body: Buffer | string }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const answer = await send(agent, first.method, first.path, first.body);
    const next = await send(agent, 'GET', '/api/health');
    return { answer, next };
  } finally {
    agent.destroy();
  }
}

describe('a follow-up request on the same connection', () => {
  it('is answered after a 413', async () => {
    const { answer, next } = await followUp({
      method: 'POST',
      path: '/api/v1/bo/General/sign-in',
      body: Buffer.alloc(2 * 1024 * 1024, 'a'),
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, code: 'error.bodyTooLarge' });
    expect(answer.headers.connection).toBe('close');
    expect(next.status).toBe(200);
  });

  it('is answered after a call that ignores its body', async () => {
    const { answer, next } = await followUp({
      method: 'POST',
      path: '/api/v1/bo/General/refresh-token',
      body: JSON.stringify({ padding: 'x'.repeat(900 * 1024) }),
    });
    expect(answer.status).toBe(401);
    expect(next.status).toBe(200);
  });

  it('stays on the same socket after a body the app read', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const body = JSON.stringify({ username: 'nobody', password: 'x'.repeat(150) });
      const answer = await send(agent, 'POST', '/api/v1/bo/General/sign-in', body);
      const next = await send(agent, 'GET', '/api/health');
      expect(answer.status).toBe(401);
      expect(answer.headers.connection).toBe('keep-alive');
      expect(next.socket).toBe(answer.socket);
    } finally {
      agent.destroy();
    }
  });
});

describe('requests the app never sees', () => {
  it('a URL over 16 KB answers 431 with the JSON envelope', async () => {
    const agent = new http.Agent({ keepAlive: false });
    try {
      const answer = await send(agent, 'GET', `/api/v1/bo/Merchant/merchantListPage?x=${'a'.repeat(17_000)}`);
      expect(answer.status).toBe(431);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toEqual({
        success: false,
        message: 'The request address or its headers are too long.',
        code: 'error.headersTooLarge',
        data: null,
      });
    } finally {
      agent.destroy();
    }
  });

  it('a request that is not HTTP answers 400 with the JSON envelope', async () => {
    const { createConnection } = await import('node:net');
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => socket.write('NOT HTTP\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
    expect(JSON.parse(body)).toMatchObject({ success: false, code: 'error.fallback', data: null });
  });
});

describe('idle connections', () => {
  it('stay open longer than a proxy or client keeps them (65 s), so the server never closes first', () => {
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
    expect((server as http.Server).keepAliveTimeout).toBe(KEEP_ALIVE_MS);
  });
});
