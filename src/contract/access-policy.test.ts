import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ACCESS_POLICY, entityAccess, mayExport, mayWrite } from './access-policy';
import { LIST_ENTITIES } from './entities';
import type { AnyListEntity } from './entity-descriptor';
import type { Permissions } from './permissions';

const grants = (...functions: string[]): Permissions => ({
  menus: [...new Set(functions.map((entry) => entry.split(':')[0] ?? ''))],
  functions,
});

describe('the access policy', () => {
  it('hides only fields the row schema lets be null', () => {
    for (const [entity, policy] of Object.entries(ACCESS_POLICY)) {
      const hidden = Object.keys(policy.fields ?? {});
      if (hidden.length === 0) continue;
      const descriptor: AnyListEntity | undefined = (LIST_ENTITIES as Record<string, AnyListEntity>)[entity];
      const entries = (descriptor?.rowSchema as unknown as { entries?: Record<string, v.GenericSchema> })
        ?.entries;
      for (const field of hidden) {
        const fieldSchema = entries?.[field];
        expect(fieldSchema, `${entity}.${field}`).toBeDefined();
        expect(fieldSchema && v.is(fieldSchema, null), `${entity}.${field}`).toBe(true);
      }
    }
  });

  it('gives identity numbers only to those who maintain users', () => {
    expect(entityAccess(grants('user.manage:view'), 'users')).toEqual({
      rows: 'all',
      hiddenFields: ['idType', 'idNumber'],
    });
    expect(entityAccess(grants('user.manage:view', 'user.manage:update'), 'users').hiddenFields).toEqual([]);
    expect(entityAccess(grants('booking.list:view'), 'users').rows).toBe('none');
  });

  it('gives roles by what the caller does with them', () => {
    expect(entityAccess(grants('access.fac:view'), 'roles').rows).toBe('all');
    expect(entityAccess(grants('user.create:create'), 'roles').rows).toBe('assignable-roles');
    expect(entityAccess(grants('booking.list:view'), 'roles').rows).toBe('own-role');
    expect(entityAccess(grants(), 'menu').rows).toBe('all');
  });

  it('exports only what the caller may read and export', () => {
    expect(mayExport(grants('booking.list:view', 'booking.list:export'), 'bookings')).toBe(true);
    expect(mayExport(grants('booking.list:export'), 'bookings')).toBe(false);
    expect(mayExport(grants('booking.list:view'), 'bookings')).toBe(false);
    expect(mayExport(grants('access.uac:view', 'access.uac:export'), 'roles')).toBe(false);
  });

  it('names the grant of each change, and the self rules of four-eyes areas', () => {
    expect(mayWrite(grants('user.manage:view', 'user.manage:update'), 'users', 'update')).toBe(true);
    expect(mayWrite(grants('user.manage:update'), 'users', 'approve')).toBe(false);
    expect(mayWrite(grants('credit.management:approve'), 'creditEntries', 'create')).toBe(false);
    for (const entity of ['merchants', 'users', 'topUps', 'creditAccounts'] as const) {
      expect(ACCESS_POLICY[entity].self, entity).toContain('decide-own');
    }
    expect(ACCESS_POLICY.users.self).toContain('own-access');
  });
});
