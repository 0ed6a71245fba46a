/**
 * Clients (docs/product.md, Clients; docs/ARCHITECTURE.md, Clients): a
 * merchant's customers, corporate or individual. Merchant roles manage their own merchant's
 * clients; staff see all. The logo is a stored file (`credit.ts` StoredFileSchema), sent through
 * the outbox with its create or update (`multipart/form-data`: a `json` part and a `logo` part).
 */
import * as v from 'valibot';
import { applyAccountType, clientFieldsFor } from './client-rules';
import { StoredFileSchema } from './stored-file';
import {
  ALPHABETIC_PATTERN,
  baseVersion,
  optionalOf,
  PHONE_PATTERN,
  recordId,
  requiredText,
  text,
  uuidText,
} from './fields';
import type { ListEntity } from './entity-descriptor';
import { foldCase } from './entity-descriptor';
import { LIST_PAGING, listFilter, SORT_ORDERS, listChoice } from './list-query';
import { SALUTATIONS } from './users';
import { BUYER_IDENTITY_FIELDS, buyerIdentityChecks } from './e-invoice/buyer-identity';
import { IDENTIFICATION_TYPES } from './e-invoice/tax-identity';

export const ACCOUNT_TYPES = ['Corporate', 'Individual'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
/** Fewer than 5 or more than 5 employees (a corporate client's size). */
export const EMPLOYEE_COUNTS = ['LessThan5', 'MoreThan5'] as const;
export type EmployeeCount = (typeof EMPLOYEE_COUNTS)[number];
export const CLIENT_STATUSES = ['Active', 'Inactive'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

export const ClientSchema = v.object({
  id: uuidText,
  merchantId: uuidText,
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
  // E-invoice buyer identity (migration 034); absent from rows mirrored before it.
  tin: v.optional(v.nullable(v.string()), null),
  identificationType: v.optional(v.nullable(v.picklist(IDENTIFICATION_TYPES)), null),
  identificationNumber: v.optional(v.nullable(v.string()), null),
  sstNumber: v.optional(v.nullable(v.string()), null),
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

/** GET Client/clientListPage: company name, client name, email contain; account type and status equal. */
export const ClientListQuerySchema = v.object({
  ...LIST_PAGING,
  sortKey: v.optional(v.picklist(CLIENT_SORT_KEYS, 'validation.invalid'), 'updatedAt'),
  sortOrder: v.optional(v.picklist(SORT_ORDERS, 'validation.invalid'), 'desc'),
  companyName: listFilter,
  clientName: listFilter,
  email: listFilter,
  accountType: listChoice(ACCOUNT_TYPES),
  status: listChoice(CLIENT_STATUSES),
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
    // Shown by default: the list's default order (newest change first) is a column the user sees.
    { key: 'updatedAt', kind: 'timestamp', sortKey: 'updatedAt', isDefault: true },
  ],
  statusAction: 'status',
};

// --- Bodies ------------------------------------------------------------------------------------

export const DEFAULT_CLIENT_CURRENCY = 'MYR';
/** An ISO 4217 code: three letters (typed in any case, stored upper-case). */
export const CURRENCY_CODE_PATTERN = /^[A-Z]{3}$/;
/** Referral and booking PCC codes: letters and digits (a GDS pseudo city code is 3 to 9 of them). */
export const CLIENT_CODE_PATTERN = /^[A-Z0-9]+$/;

const personName = v.pipe(requiredText(60), v.regex(ALPHABETIC_PATTERN, 'validation.alphabetic'));
const code = (max: number) =>
  optionalOf(v.pipe(text(max), v.toUpperCase(), v.regex(CLIENT_CODE_PATTERN, 'client.codeFormat')));

/**
 * Every field of a client the create and edit forms hold (docs/product.md, Clients), with the codes of
 * docs/product.md, Validation messages.
 */
export const CLIENT_FIELDS = {
  accountType: v.picklist(ACCOUNT_TYPES, 'validation.required'),
  /** Corporate only: required there, cleared for an individual (client-rules.ts). */
  companyName: optionalOf(requiredText(120, 2)),
  employeeCount: optionalOf(v.picklist(EMPLOYEE_COUNTS, 'validation.invalid')),
  title: v.picklist(SALUTATIONS, 'validation.invalid'),
  firstName: personName,
  lastName: personName,
  referralCode: code(20),
  defaultCurrency: v.optional(
    v.pipe(requiredText(3), v.toUpperCase(), v.regex(CURRENCY_CODE_PATTERN, 'client.currencyCode')),
    DEFAULT_CLIENT_CURRENCY,
  ),
  bookingPccCode: code(10),
  email: v.pipe(requiredText(200), v.email('validation.email')),
  phone: v.pipe(requiredText(20), v.regex(PHONE_PATTERN, 'validation.phone')),
  // E-invoice buyer identity, optional (docs/e-invoicing.md, Buyers).
  ...BUYER_IDENTITY_FIELDS,
};
export type ClientField = keyof typeof CLIENT_FIELDS;
export const CLIENT_FIELD_NAMES = Object.keys(CLIENT_FIELDS) as ClientField[];

/** The form's fields checked as a whole (the edit form parses with this, then sends the changes). */
const ClientFieldsObject = v.object(CLIENT_FIELDS);
export const ClientFieldsSchema = v.pipe(
  ClientFieldsObject,
  ...buyerIdentityChecks<v.InferOutput<typeof ClientFieldsObject>>(),
  v.forward(
    v.partialCheck(
      [['accountType'], ['companyName']],
      (input) => !clientFieldsFor(input.accountType).companyName || input.companyName !== null,
      'validation.required',
    ),
    ['companyName'],
  ),
  v.forward(
    v.partialCheck(
      [['accountType'], ['employeeCount']],
      (input) => !clientFieldsFor(input.accountType).employeeCount || input.employeeCount !== null,
      'validation.required',
    ),
    ['employeeCount'],
  ),
  v.transform((input) => applyAccountType(input)),
);
export type ClientFields = v.InferOutput<typeof ClientFieldsSchema>;

/**
 * POST Client/create (JSON, or multipart with a `logo` part): the id is a uuidText made by the client,
 * so an offline create is replayed as it is. A merchant's client belongs to the caller's merchant
 * (`merchantId` null or their own); staff name the merchant.
 */
const ClientCreateObject = v.object({
  id: recordId,
  merchantId: optionalOf(v.pipe(v.string(), v.uuid('validation.invalid'))),
  ...CLIENT_FIELDS,
  status: v.optional(v.picklist(CLIENT_STATUSES, 'validation.invalid'), 'Active'),
});
export const ClientCreateSchema = v.pipe(
  ClientCreateObject,
  ...buyerIdentityChecks<v.InferOutput<typeof ClientCreateObject>>(),
  v.forward(
    v.partialCheck(
      [['accountType'], ['companyName']],
      (input) => !clientFieldsFor(input.accountType).companyName || input.companyName !== null,
      'validation.required',
    ),
    ['companyName'],
  ),
  v.forward(
    v.partialCheck(
      [['accountType'], ['employeeCount']],
      (input) => !clientFieldsFor(input.accountType).employeeCount || input.employeeCount !== null,
      'validation.required',
    ),
    ['employeeCount'],
  ),
  v.transform((input) => applyAccountType(input)),
);
export type ClientCreate = v.InferOutput<typeof ClientCreateSchema>;
export type ClientCreateInput = v.InferInput<typeof ClientCreateSchema>;

/**
 * POST Client/update (JSON, or multipart with a new `logo` part): the changed fields on the version
 * they were made on (stale: 409 sync.conflict with the current row). `removeLogo` drops the logo.
 * The account-type rule is checked on the row as it would become (client-rules.ts).
 */
export const ClientUpdateSchema = v.object({
  id: recordId,
  baseVersion,
  ...v.partial(ClientFieldsObject).entries,
  removeLogo: v.optional(v.boolean('validation.invalid'), false),
});
export type ClientUpdate = v.InferOutput<typeof ClientUpdateSchema>;

/** POST Client/status/update: activate or deactivate (after a confirmation); `baseVersion` if known. */
export const ClientStatusSchema = v.object({
  id: recordId,
  status: v.picklist(CLIENT_STATUSES, 'validation.invalid'),
  baseVersion: v.optional(baseVersion),
});
export type ClientStatusUpdate = v.InferOutput<typeof ClientStatusSchema>;

export { applyAccountType, clientFieldsFor, CORPORATE_FIELDS, missingForAccountType } from './client-rules';
export type { CorporateField } from './client-rules';
