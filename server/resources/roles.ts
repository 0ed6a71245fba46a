/** Roles as SQL (docs/ARCHITECTURE.md, Entity descriptors): the role list, UAC/{role}, the session user and the pull. */
import type { Role } from '../../src/contract';
import type { Queryable } from '../db/client';
import { findRow } from '../lib/entity-list/find-row';
import type { Resource } from '../lib/entity-list/resource';
import { ROLE_GRANTS } from '../lib/role-grants';
import { float, isoTimestamp } from '../lib/sql-format';

export const ROLE_FROM = 'roles r';

/** A role with its grants. */
export const ROLE_COLUMNS = `r.id AS "id", r.name AS "name", r.scope AS "scope",
  r.is_system AS "isSystem", r.description AS "description", r.second_factor AS "secondFactor",
  ${ROLE_GRANTS('r.id', { menus: 'menuKeys', functions: 'functions' })},
  ${float('r.version')} AS "version", ${isoTimestamp('r.updated_at')} AS "updatedAt"`;

export const roleResource: Resource = {
  entity: 'roles',
  table: 'roles',
  audit: { entity: 'role', name: (t) => `${t}.name` },
  from: ROLE_FROM,
  columns: ROLE_COLUMNS,
  id: 'r.id',
  scope: null,
};

/** A role with its grants, or null (a malformed id too); `forUpdate` locks it for a change of its grants. */
export const findRole = (db: Queryable, id: string, { forUpdate = false } = {}) =>
  findRow<Role>(db, roleResource, id, null, { forUpdate });
