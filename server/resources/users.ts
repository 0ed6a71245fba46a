/**
 * Users as SQL (docs/ARCHITECTURE.md, Entity descriptors). Never password_hash or failed_attempts:
 * this select list is the only way a users row leaves the server in a list, a get or the mirror.
 * A change waiting for a Checker travels with the row as `pendingChange` (migration 020).
 */
import { UNLISTED_USER_STATUSES, userEntity } from '../../src/contract';
import type { User, UserListQuery } from '../../src/contract';
import type { ListResource } from '../lib/entity-list/resource';
import { instantSort, sqlText, textSort } from '../lib/entity-list/sql-rules';
import { float, isoTimestamp } from '../lib/sql-format';

/** FROM clause the columns below expect. */
export const USER_FROM = `users u
  JOIN roles ur ON ur.id = u.role_id
  LEFT JOIN merchants um ON um.id = u.merchant_id`;

export const USER_COLUMNS = `
  u.id AS "id", u.username AS "username", u.salutation AS "salutation",
  u.first_name AS "firstName", u.last_name AS "lastName",
  u.first_name || ' ' || u.last_name AS "fullName", u.email AS "email",
  u.mobile_number AS "mobileNumber", u.id_type AS "idType", u.id_number AS "idNumber",
  u.role_id AS "roleId", ur.name AS "roleName", u.level AS "level", u.merchant_id AS "merchantId",
  um.merchant_name AS "merchantName", u.status AS "status",
  CASE WHEN u.pending_change IS NULL THEN NULL ELSE json_build_object(
    'fields', u.pending_change,
    'proposedBy', u.pending_by,
    'proposedByName', (SELECT p.first_name || ' ' || p.last_name FROM users p WHERE p.id = u.pending_by),
    'proposedAt', ${isoTimestamp('u.pending_at')}) END AS "pendingChange",
  ${isoTimestamp('u.created_at')} AS "createdAt", ${isoTimestamp('u.updated_at')} AS "updatedAt",
  ${float('u.version')} AS "version"`;

const FULL_NAME = `u.first_name || ' ' || u.last_name`;

export const userResource: ListResource<User, UserListQuery> = {
  entity: 'users',
  table: 'users',
  audit: { entity: 'user', name: (t) => `${t}.first_name || ' ' || ${t}.last_name` },
  from: USER_FROM,
  columns: USER_COLUMNS,
  id: 'u.id',
  scope: 'u.merchant_id',
  descriptor: userEntity,
  sortExpressions: {
    fullName: textSort(FULL_NAME),
    username: textSort('u.username'),
    email: textSort('u.email'),
    roleName: textSort('ur.name'),
    merchantName: textSort('um.merchant_name'),
    mobileNumber: textSort('u.mobile_number'),
    status: textSort('u.status'),
    createdAt: instantSort('u.created_at'),
  },
  filterExpressions: {
    filterRole: 'u.role_id',
    fullName: FULL_NAME,
    email: 'u.email',
    merchantName: 'um.merchant_name',
    contactNumber: 'u.mobile_number',
  },
  // Deleted users are never listed nor counted (the contract's `isListedUser`).
  segments: { list: `u.status NOT IN (${UNLISTED_USER_STATUSES.map(sqlText).join(', ')})` },
};
