/**
 * Users as SQL (docs/ARCHITECTURE.md, Entity descriptors). Never password_hash or failed_attempts:
 * this select list is the only way a users row leaves the server in a list, a get or the mirror.
 * A change waiting for a Checker travels with the row as `pendingChange` (migration 020).
 */
import { UNLISTED_USER_STATUSES, userEntity } from '../../src/contract';
import { resourceOf } from '../lib/entity-list/resource-of';
import { sqlText } from '../lib/entity-list/sql-rules';
import { isoTimestamp } from '../lib/sql-format';

/** FROM clause the columns below expect. */
export const USER_FROM = `users u
  JOIN roles ur ON ur.id = u.role_id
  LEFT JOIN merchants um ON um.id = u.merchant_id`;

export const userResource = resourceOf(userEntity, {
  table: 'users',
  alias: 'u',
  from: USER_FROM,
  audit: { entity: 'user', name: (t) => `${t}.first_name || ' ' || ${t}.last_name` },
  sql: {
    fullName: `u.first_name || ' ' || u.last_name`,
    roleName: 'ur.name',
    merchantName: 'um.merchant_name',
    pendingChange: `CASE WHEN u.pending_change IS NULL THEN NULL ELSE json_build_object(
    'fields', u.pending_change,
    'proposedBy', u.pending_by,
    'proposedByName', (SELECT p.first_name || ' ' || p.last_name FROM users p WHERE p.id = u.pending_by),
    'proposedAt', ${isoTimestamp('u.pending_at')}) END`,
  },
  // Deleted users are never listed nor counted (the contract's `isListedUser`).
  segments: { list: `u.status NOT IN (${UNLISTED_USER_STATUSES.map(sqlText).join(', ')})` },
});

export const USER_COLUMNS = userResource.columns;
