/**
 * The routes the fuzz suite sends to, read from the app itself (`app.routes`), so a new route is
 * fuzzed without anyone listing it; and what each route's input looks like, learned by asking it:
 * a body (or query) with every field name of the contract set to a value no schema accepts makes
 * the route answer 422 with an error at each field it reads, and the contract schema with the same
 * fields is then the route's input model.
 */
import { randomUUID } from 'node:crypto';
import { API_BASE_PATH } from '../../src/contract';
import { findCall } from '../test/call-requirements';
import type { CallRequirement } from '../test/call-requirements';
import type { ContractSchema } from './schema-arbitraries';

type RouteLike = { method: string; path: string };

export type FuzzRoute = {
  method: string;
  path: string;
  /** The first segment under the API base (`Merchant`), whose answers' records it reuses. */
  area: string;
  params: string[];
  call: CallRequirement | undefined;
  /** Fields the route reported, and the contract schemas that have exactly (or nearly) those. */
  fields: string[];
  schemas: ContractSchema[];
};

/**
 * Not fuzzed: the development mail pages (`/api/dev/mail`, `/api/dev/mail/inbox`), which exist only
 * in demo mode outside production for callers on this machine, read every stored mail file per call
 * and answer HTML for people; and the
 * static files of the built app, which the test app does not mount (no `staticDir`).
 */
const SKIPPED = [/^\/api\/dev\//];

export function routesOf(routes: readonly RouteLike[]): FuzzRoute[] {
  const seen = new Set<string>();
  return routes.flatMap(({ method, path }) => {
    const id = `${method} ${path}`;
    if (method === 'ALL' || path.includes('*') || seen.has(id) || SKIPPED.some((re) => re.test(path)))
      return [];
    seen.add(id);
    const params = path.split('/').flatMap((part) => (part.startsWith(':') ? [part.slice(1)] : []));
    const area = batchPathOf(path)?.split('/')[1] ?? '';
    return [{ method, path, area, params, call: findCall(method, path), fields: [], schemas: [] }];
  });
}

/** Concrete path of a route, each parameter replaced by `fill(name)` (already URL-safe). */
export const fillPath = (route: Pick<FuzzRoute, 'path'>, fill: (name: string) => string) =>
  route.path
    .split('/')
    .map((part) => (part.startsWith(':') ? fill(part.slice(1)) : part))
    .join('/');

/** The path relative to the API base, as a batch op names it; null outside the API. */
export const batchPathOf = (path: string) =>
  path.startsWith(`${API_BASE_PATH}/`) ? path.slice(API_BASE_PATH.length) : null;

const jaccard = (a: ReadonlySet<string>, b: ReadonlySet<string>) => {
  const shared = [...a].filter((item) => b.has(item)).length;
  return shared / (a.size + b.size - shared || 1);
};

/** The schemas whose fields best match what the route reported (none below half alike). */
export function matchSchemas(
  fields: readonly string[],
  schemas: readonly ContractSchema[],
): ContractSchema[] {
  if (fields.length === 0) return [];
  const reported = new Set(fields);
  const scored = schemas.map((schema) => ({ schema, score: jaccard(reported, schema.signature) }));
  const best = Math.max(...scored.map((entry) => entry.score));
  return best < 0.5 ? [] : scored.filter((entry) => entry.score === best).map((entry) => entry.schema);
}

type Send = (init: {
  method: string;
  url: string;
  body?: string;
}) => Promise<{ status: number; json: unknown }>;

/** Asks each route (as a caller allowed everything) which fields it reads; see the module header. */
export async function learnFields(routes: FuzzRoute[], schemas: readonly ContractSchema[], send: Send) {
  const keys = [...new Set(schemas.flatMap((schema) => schema.keys))];
  for (const route of routes) {
    const url = fillPath(route, () => randomUUID());
    const answer =
      route.method === 'GET'
        ? await send({
            method: 'GET',
            url: `${url}?${keys.map((key) => `${key}=${'x'.repeat(600)}`).join('&')}`,
          })
        : await send({
            method: route.method,
            url,
            body: JSON.stringify(Object.fromEntries(keys.map((key) => [key, {}]))),
          });
    if (answer.status !== 422) continue;
    const errors = (answer.json as { errors?: { path?: string }[] } | null)?.errors ?? [];
    route.fields = [
      ...new Set(errors.map((error) => (error.path ?? '').split('.')[0] ?? '').filter(Boolean)),
    ];
    route.schemas = matchSchemas(route.fields, schemas);
  }
}
