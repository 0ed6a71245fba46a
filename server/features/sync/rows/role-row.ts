/** A role with its grants, as the role list, UAC/{role} and the sync pull answer it. */
import { float, isoTimestamp } from '../../../lib/sql-format';
import { ROLE_GRANTS } from '../../access/role-grants';

export const ROLE_FROM = 'roles r';

export const ROLE_COLUMNS = `r.id AS "id", r.name AS "name", r.scope AS "scope",
  r.is_system AS "isSystem", r.description AS "description",
  ${ROLE_GRANTS('r.id', { menus: 'menuKeys', functions: 'functions' })},
  ${float('r.version')} AS "version", ${isoTimestamp('r.updated_at')} AS "updatedAt"`;
