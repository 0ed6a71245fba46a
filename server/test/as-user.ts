/** Request helpers for tests that act as a signed-in user. */
import type { Envelope } from '../../src/contract';
import { api, readEnvelope, signIn } from './test-app';

type AppLike = { request(path: string, init?: RequestInit): Response | Promise<Response> };

export async function bearerOf(app: AppLike, username: string): Promise<Record<string, string>> {
  const { body } = await signIn(app, username);
  if (!body.data) throw new Error(`could not sign in as ${username}: ${body.message}`);
  return { Authorization: `Bearer ${body.data.accessToken}` };
}

export async function getJson<T>(
  app: AppLike,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: Envelope<T>; res: Response }> {
  const res = await app.request(api(path), { headers });
  return { status: res.status, body: await readEnvelope<T>(res), res };
}

export async function sendJson<T>(
  app: AppLike,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; body: Envelope<T>; res: Response }> {
  const res = await app.request(api(path), {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: await readEnvelope<T>(res), res };
}
