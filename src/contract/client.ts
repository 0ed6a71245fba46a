/**
 * Clients (SPEC §3 client fields, §9 client size; issue 18; docs/ARCHITECTURE.md, Clients): a
 * merchant's customers, corporate or individual. Merchant roles manage their own merchant's
 * clients; staff see all. The logo is a stored file (`credit.ts` StoredFileSchema), sent through
 * the outbox with its create or update (`multipart/form-data`: a `json` part and a `logo` part).
 */
import * as v from 'valibot';
import { StoredFileSchema } from './credit';
import type { ListEntity } from './entity-descriptor';
import { foldCase } from './entity-descriptor';
import { LIST_PAGING, listFilter, SORT_ORDERS } from './list-query';
import { SALUTATIONS } from './users';

export const ACCOUNT_TYPES = ['Corporate', 'Individual'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
/** SPEC §9: fewer than 5 or more than 5 employees (a corporate client's size). */
export const EMPLOYEE_COUNTS = ['LessThan5', 'MoreThan5'] as const;
export const CLIENT_STATUSES = ['Active', 'Inactive'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

const uuid = v.pipe(v.string(), v.uuid());

export const ClientSchema = v.object({
  id: uuid,
  merchantId: uuid,
  accountType: v.picklist(ACCOUNT_TYPES),
  /** Corporate only (null for an individual). */
  companyName: v.nullable(v.string()),
  employeeCount: v.nullable(v.picklist(EMPLOYEE_COUNTS)),
  title: v.picklist(SALUTATIONS),
  firstName: v.string(),
  lastName: v.string(),
  referralCode: v.nullable(v.string()),
  /** ISO 4217, MYR by default. */
  defaultCurrency: v.string(),
  bookingPccCode: v.nullable(v.string()),
  logo: v.nullable(StoredFileSchema),
  email: v.string(),
  phone: v.string(),
  status: v.picklist(CLIENT_STATUSES),
  createdAt: v.string(),
  updatedAt: v.string(),
  version: v.number(),
});
export type Client = v.InferOutput<typeof ClientSchema>;

/** What the list's "Client name" shows and filters: first and last name. */
export const clientName = (row: Pick<Client, 'firstName' | 'lastName'>) => `${row.firstName} ${row.lastName}`;

export const CLIENT_SORT_KEYS = [
  'companyName',
  'clientName',
  'email',
  'accountType',
  'status',
  'updatedAt',
] as const;

const choice = <T extends readonly string[]>(values: T) =>
  v.optional(v.union([v.literal(''), v.picklist(values)], 'validation.invalid'), '');

/** GET Client/clientListPage: company name, client name, email contain; account type and status equal. */
export const ClientListQuerySchema = v.object({
  ...LIST_PAGING,
  sortKey: v.optional(v.picklist(CLIENT_SORT_KEYS, 'validation.invalid'), 'updatedAt'),
  sortOrder: v.optional(v.picklist(SORT_ORDERS, 'validation.invalid'), 'desc'),
  companyName: listFilter,
  clientName: listFilter,
  email: listFilter,
  accountType: choice(ACCOUNT_TYPES),
  status: choice(CLIENT_STATUSES),
});
export type ClientListQuery = v.InferOutput<typeof ClientListQuerySchema>;

export const clientEntity: ListEntity<Client, ClientListQuery> = {
  entity: 'clients',
  area: 'Client',
  menuKey: 'client.list',
  scope: 'merchantId',
  storage: 'blocks',
  searchFields: ['companyName', 'lastName', 'email'],
  rowSchema: ClientSchema,
  querySchema: ClientListQuerySchema,
  sortValues: {
    companyName: (row) => foldCase(row.companyName ?? ''),
    clientName: (row) => foldCase(clientName(row)),
    email: (row) => foldCase(row.email),
    accountType: (row) => foldCase(row.accountType),
    status: (row) => foldCase(row.status),
    updatedAt: (row) => row.updatedAt,
  },
  filters: {
    companyName: { match: 'contains', value: (row) => row.companyName },
    clientName: { match: 'contains', value: (row) => clientName(row) },
    email: { match: 'contains', value: (row) => row.email },
    accountType: { match: 'equals', value: (row) => row.accountType },
    status: { match: 'equals', value: (row) => row.status },
  },
  segments: { list: () => true },
  columns: [
    { key: 'companyName', kind: 'text', sortKey: 'companyName', isDefault: true },
    { key: 'clientName', kind: 'text', sortKey: 'clientName', isDefault: true },
    { key: 'accountType', kind: 'status', sortKey: 'accountType', isDefault: true },
    { key: 'email', kind: 'text', sortKey: 'email', isDefault: true },
    { key: 'phone', kind: 'code', isDefault: true },
    { key: 'defaultCurrency', kind: 'code', isDefault: false },
    { key: 'status', kind: 'status', sortKey: 'status', isDefault: true },
    { key: 'merchantId', kind: 'text', isDefault: false },
    { key: 'updatedAt', kind: 'timestamp', sortKey: 'updatedAt', isDefault: false },
  ],
  statusAction: 'status',
};
