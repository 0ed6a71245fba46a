/** A role as the role list and the sync pull answer it. */
import { isoTimestamp } from '../../../lib/sql-format';
import { toCamelRow } from './camel-row';

export const ROLE_FROM = 'roles r';

export const ROLE_COLUMNS = `r.id, r.name, r.scope, r.is_system, r.version,
  ${isoTimestamp('r.updated_at')} AS updated_at`;

export const toRoleRow = toCamelRow;
