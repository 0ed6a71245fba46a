/**
 * A user as the user list and the sync pull answer it. Never password_hash or failed_attempts:
 * the select list below is the only way a users row leaves the server in a list or the mirror.
 */
import { isoTimestamp, toNumber } from '../../../lib/sql-format';

/** FROM clause the columns below expect. */
export const USER_FROM = `users u
  JOIN roles ur ON ur.id = u.role_id
  LEFT JOIN merchants um ON um.id = u.merchant_id`;

export const USER_COLUMNS = `
  u.id, u.username, u.salutation, u.first_name, u.last_name, u.email, u.mobile_number, u.id_type,
  u.id_number, u.role_id, ur.name AS role_name, u.level, u.merchant_id, um.merchant_name, u.status,
  ${isoTimestamp('u.created_at')} AS created_at, ${isoTimestamp('u.updated_at')} AS updated_at, u.version`;

export type UserListRecord = {
  id: string;
  username: string;
  salutation: string;
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string | null;
  id_type: string | null;
  id_number: string | null;
  role_id: string;
  role_name: string;
  level: string;
  merchant_id: string | null;
  merchant_name: string | null;
  status: string;
  created_at: string;
  updated_at: string;
  version: string | number;
};

export function toUserRow(r: UserListRecord) {
  return {
    id: r.id,
    username: r.username,
    salutation: r.salutation,
    firstName: r.first_name,
    lastName: r.last_name,
    fullName: `${r.first_name} ${r.last_name}`,
    email: r.email,
    mobileNumber: r.mobile_number,
    idType: r.id_type,
    idNumber: r.id_number,
    roleId: r.role_id,
    roleName: r.role_name,
    level: r.level,
    merchantId: r.merchant_id,
    merchantName: r.merchant_name,
    status: r.status,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    version: toNumber(r.version),
  };
}
