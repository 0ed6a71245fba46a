/**
 * A user as the user list and the sync pull answer it. Never password_hash or failed_attempts:
 * this select list is the only way a users row leaves the server in a list or the mirror.
 */
import { float, isoTimestamp } from '../../../lib/sql-format';

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
  ${isoTimestamp('u.created_at')} AS "createdAt", ${isoTimestamp('u.updated_at')} AS "updatedAt",
  ${float('u.version')} AS "version"`;
