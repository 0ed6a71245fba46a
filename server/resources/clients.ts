/** Clients as SQL (docs/ARCHITECTURE.md, Clients): the list, get by id and the pull. */
import { clientEntity } from '../../src/contract';
import type { Client, ClientListQuery } from '../../src/contract';
import type { ListResource } from '../lib/entity-list/resource';
import { instantSort, textSort } from '../lib/entity-list/sql-rules';
import { float, isoTimestamp } from '../lib/sql-format';

export const CLIENT_FROM = 'clients c LEFT JOIN stored_files f ON f.id = c.logo_file_id';

/** A row read with these IS a contract `Client` (the logo's metadata, never its bytes). */
export const CLIENT_COLUMNS = `
  c.id AS "id", c.merchant_id AS "merchantId", c.account_type AS "accountType",
  c.company_name AS "companyName", c.employee_count AS "employeeCount", c.title AS "title",
  c.first_name AS "firstName", c.last_name AS "lastName", c.referral_code AS "referralCode",
  c.default_currency AS "defaultCurrency", c.booking_pcc_code AS "bookingPccCode",
  CASE WHEN f.id IS NULL THEN NULL ELSE json_build_object(
    'id', f.id, 'name', f.name, 'type', f.type, 'size', f.size, 'sha256', f.sha256) END AS "logo",
  c.email AS "email", c.phone AS "phone", c.status AS "status",
  c.tin AS "tin", c.identification_type AS "identificationType",
  c.identification_number AS "identificationNumber", c.sst_number AS "sstNumber",
  ${isoTimestamp('c.created_at')} AS "createdAt", ${isoTimestamp('c.updated_at')} AS "updatedAt",
  ${float('c.version')} AS "version"`;

const CLIENT_NAME = `(c.first_name || ' ' || c.last_name)`;

export const clientResource: ListResource<Client, ClientListQuery> = {
  entity: 'clients',
  table: 'clients',
  audit: {
    entity: 'client',
    name: (t) => `coalesce(${t}.company_name, ${t}.first_name || ' ' || ${t}.last_name)`,
  },
  from: CLIENT_FROM,
  columns: CLIENT_COLUMNS,
  id: 'c.id',
  scope: 'c.merchant_id',
  descriptor: clientEntity,
  sortExpressions: {
    companyName: textSort('c.company_name'),
    clientName: textSort(CLIENT_NAME),
    email: textSort('c.email'),
    accountType: textSort('c.account_type'),
    status: textSort('c.status'),
    updatedAt: instantSort('c.updated_at'),
  },
  filterExpressions: {
    companyName: 'c.company_name',
    clientName: CLIENT_NAME,
    email: 'c.email',
    accountType: 'c.account_type',
    status: 'c.status',
  },
  segments: { list: 'true' },
};
