/**
 * The order and the registry of the app's routes (docs/ARCHITECTURE.md, How to add an area): the
 * router answers a request with the first route mounted that matches it, so a fixed path mounted
 * after a parameter in its place (`EInvoice/supplier` after `EInvoice/{id}`) would never be
 * reached; and the areas mounted from their resource alone each have their two reads, once.
 */
import { describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../src/contract';
import { createApp } from './app';
import { readOf } from './lib/entity-list/entity-routes';
import { AREA_READS } from './resources';
import { testEnv } from './test/test-app';
import { CALL_REQUIREMENTS } from './test/call-requirements';

const app = createApp({ db: {} as never, env: testEnv(), jwtSecret: 'x'.repeat(48) });

type Route = { method: string; path: string };

/** Whether a request to `path` would match the route pattern `pattern` (`:x` takes one segment). */
const takes = (pattern: string, path: string) => {
  const expected = pattern.split('/');
  const actual = path.split('/');
  return (
    expected.length === actual.length &&
    expected.every((part, i) => part === actual[i] || (part.startsWith(':') && !actual[i]?.startsWith(':')))
  );
};

/** Each pair of (earlier pattern, later fixed path) where the earlier route takes the later one's requests. */
function shadowedRoutes(routes: readonly Route[]): string[] {
  const calls = routes.filter((route) => route.method !== 'ALL' && !route.path.includes('*'));
  const firsts = new Map<string, number>();
  calls.forEach((route, index) => {
    const key = `${route.method} ${route.path}`;
    if (!firsts.has(key)) firsts.set(key, index);
  });
  const ordered = [...firsts].map(([key, index]) => ({ key, index, ...(calls[index] as Route) }));
  return ordered.flatMap((later) =>
    ordered
      .filter(
        (earlier) =>
          earlier.index < later.index &&
          earlier.method === later.method &&
          earlier.path !== later.path &&
          takes(earlier.path, later.path),
      )
      .map((earlier) => `${earlier.key} takes ${later.key}`),
  );
}

describe('the order of the routes', () => {
  it('finds a fixed path mounted after a parameter in its place', () => {
    const routes = [
      { method: 'GET', path: '/api/v1/bo/EInvoice/:id' },
      { method: 'GET', path: '/api/v1/bo/EInvoice/supplier' },
      { method: 'POST', path: '/api/v1/bo/EInvoice/cancel' },
    ];
    expect(shadowedRoutes(routes)).toEqual([
      'GET /api/v1/bo/EInvoice/:id takes GET /api/v1/bo/EInvoice/supplier',
    ]);
    expect(shadowedRoutes([...routes].reverse())).toEqual([]);
  });

  it('mounts every fixed path of the app before any parameter that would take it', () => {
    expect(shadowedRoutes(app.routes)).toEqual([]);
  });
});

describe('areas mounted from their resource', () => {
  it('include bookings', () => {
    expect(AREA_READS.map((resource) => resource.entity)).toContain('bookings');
  });

  it('each have their list and their get by id, read by one handler each', () => {
    for (const { entity, descriptor } of AREA_READS) {
      const base = `${API_BASE_PATH}/${descriptor.area}`;
      const readers = (path: string) =>
        app.routes.filter((route) => route.method === 'GET' && route.path === path && readOf(route.handler));
      const list = readers(
        `${base}/${descriptor.area.charAt(0).toLowerCase()}${descriptor.area.slice(1)}ListPage`,
      );
      expect(
        list.map((route) => readOf(route.handler)),
        entity,
      ).toEqual([expect.objectContaining({ entity, kind: 'list' })]);
      expect(
        readers(`${base}/:id`).map((route) => readOf(route.handler)),
        entity,
      ).toEqual([expect.objectContaining({ entity, kind: 'get' })]);
    }
  });

  it('list no call twice in the table of who may call what', () => {
    const keys = CALL_REQUIREMENTS.map((call) => `${call.method} ${call.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});
