/**
 * Every route declares its access (route-access.ts), and every list and get of an entity is
 * guarded by exactly the access policy's view grants (src/contract/access-policy.ts), so the
 * rows a caller may read are the same through the list, the get and the pull.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ACCESS_POLICY, API_BASE_PATH } from '../../src/contract';
import { createApp } from '../app';
import { testEnv } from '../test/test-app';
import type { AppBindings } from './context';
import { readOf } from './entity-list/entity-routes';
import { requirementsOf } from './require-permission';
import { accessOf, assertRoutesDeclared, publicCall, signedInCall } from './route-access';

const app = createApp({ db: {} as never, env: testEnv(), jwtSecret: 'x'.repeat(48) });
const sameGrants = (a: readonly (readonly string[])[], b: readonly (readonly string[])[]) =>
  new Set(a.map((grant) => grant.join(':'))).size === new Set(b.map((grant) => grant.join(':'))).size &&
  a.every((grant) => b.some((other) => other.join(':') === grant.join(':')));

describe('route access declarations', () => {
  it('refuses an app with a route that declares nothing, naming it', () => {
    const sub = new Hono<AppBindings>()
      .get('/open', publicCall, (c) => c.text('ok'))
      .post('/forgot', (c) => c.text('no'));
    const parent = new Hono<AppBindings>().route('/api/v1/bo/Test', sub);
    expect(() => assertRoutesDeclared(parent.routes, '/api/')).toThrow(/POST \/api\/v1\/bo\/Test\/forgot$/);
  });

  it('takes a declaration mounted on a whole area', () => {
    const sub = new Hono<AppBindings>().use(signedInCall).post('/any', (c) => c.text('ok'));
    const parent = new Hono<AppBindings>().route('/api/v1/bo/Area', sub);
    expect(() => assertRoutesDeclared(parent.routes, '/api/')).not.toThrow();
  });

  it('holds for the whole app: every API route declares public, signed-in or a permission', () => {
    const kinds = new Set(app.routes.map((route) => accessOf(route.handler)).filter(Boolean));
    expect([...kinds].sort()).toEqual(['permission', 'public', 'signed-in']);
    expect(() => assertRoutesDeclared(app.routes, '/api/')).not.toThrow();
  });

  it('guards every list and get of an entity with the policy’s view grants', () => {
    const reads = app.routes.flatMap((route) => {
      const read = readOf(route.handler);
      return read ? [{ ...read, method: route.method, path: route.path }] : [];
    });
    expect(new Set(reads.map((read) => read.entity)).size).toBeGreaterThanOrEqual(11);
    for (const read of reads) {
      const chain = app.routes.filter((route) => route.method === read.method && route.path === read.path);
      const grants = chain.flatMap((route) => requirementsOf(route.handler) ?? []);
      const { view, recipient } = ACCESS_POLICY[read.entity];
      // Everyone may call it only where each caller reads their own rows alone (docs/security.md).
      if (view === 'everyone') {
        expect(recipient, read.path).toBeDefined();
        continue;
      }
      expect(grants.length, read.path).toBeGreaterThan(0);
      // A list of one segment may ask for one of the view grants (the pending merchants); a get
      // answers exactly those who may view the entity.
      if (read.kind === 'get') expect(sameGrants(grants, view), read.path).toBe(true);
      else
        expect(
          grants.every((grant) =>
            sameGrants(
              [grant],
              view.filter((g) => g.join(':') === grant.join(':')),
            ),
          ),
          read.path,
        ).toBe(true);
    }
    expect(reads.every((read) => read.path.startsWith(API_BASE_PATH))).toBe(true);
  });

  it('guards every change with a grant the policy lists among its entities’ writes, and lists none unused', () => {
    const key = (grant: readonly string[]) => grant.join(':');
    const writes = new Set(
      Object.values(ACCESS_POLICY).flatMap((policy) => Object.values(policy.writes).flat().map(key)),
    );
    // Calls that change nothing mirrored: organizations (registrations) are decided, not mirrored;
    // the company's e-invoice identity is one row every device reads by its own call, its grants
    // the settings' own (E_INVOICE_SETTINGS_FUNCTIONS, docs/security.md); a quote and a menu
    // item's read are reads sent as POST.
    const reads = new Set(
      Object.values(ACCESS_POLICY).flatMap((policy) =>
        policy.view === 'everyone' ? [] : policy.view.map(key),
      ),
    );
    const used = new Set<string>();
    for (const route of app.routes) {
      if (route.method !== 'POST' && route.method !== 'PUT') continue;
      if (route.path.startsWith(`${API_BASE_PATH}/Organization/`)) continue;
      if (route.path.startsWith(`${API_BASE_PATH}/EInvoice/supplier/`)) continue;
      for (const grant of requirementsOf(route.handler) ?? []) {
        used.add(key(grant));
        expect(writes.has(key(grant)) || reads.has(key(grant)), `${route.path} needs ${key(grant)}`).toBe(
          true,
        );
      }
    }
    expect([...writes].filter((grant) => !used.has(grant))).toEqual([]);
  });
});
