/** Clients as SQL (docs/ARCHITECTURE.md, Clients): the list, get by id and the pull. */
import { clientEntity } from '../../src/contract';
import { resourceOf } from '../lib/entity-list/resource-of';

export const clientResource = resourceOf(clientEntity, {
  table: 'clients',
  alias: 'c',
  from: 'clients c LEFT JOIN stored_files f ON f.id = c.logo_file_id',
  audit: {
    entity: 'client',
    name: (t) => `coalesce(${t}.company_name, ${t}.first_name || ' ' || ${t}.last_name)`,
  },
  sql: {
    // The contract's `clientName`: first and last name.
    clientName: `(c.first_name || ' ' || c.last_name)`,
    // The logo's metadata, never its bytes.
    logo: `CASE WHEN f.id IS NULL THEN NULL ELSE json_build_object(
    'id', f.id, 'name', f.name, 'type', f.type, 'size', f.size, 'sha256', f.sha256) END`,
  },
});

/** A row read with these IS a contract `Client`. */
export const CLIENT_COLUMNS = clientResource.columns;
