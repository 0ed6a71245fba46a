/** A role as the role list and the sync pull answer it. */
import { float, isoTimestamp } from '../../../lib/sql-format';

export const ROLE_FROM = 'roles r';

export const ROLE_COLUMNS = `r.id AS "id", r.name AS "name", r.scope AS "scope",
  r.is_system AS "isSystem", ${float('r.version')} AS "version",
  ${isoTimestamp('r.updated_at')} AS "updatedAt"`;
