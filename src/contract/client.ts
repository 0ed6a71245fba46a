/**
 * Clients (docs/product.md, Clients; docs/ARCHITECTURE.md, Clients): a
 * merchant's customers, corporate or individual. Merchant roles manage their own merchant's
 * clients; staff see all. The logo is a stored file (`credit.ts` StoredFileSchema), sent through
 * the outbox with its create or update (`multipart/form-data`: a `json` part and a `logo` part).
 */
import * as v from 'valibot';
import { applyAccountType, clientFieldsFor } from './client-rules';
import { StoredFileSchema } from './stored-file';
import * as f from './area-fields';
import {
  ALPHABETIC_PATTERN,
  baseVersion,
  optionalOf,
  PHONE_PATTERN,
  recordId,
  requiredText,
  text,
} from './fields';
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

const sort = true;
const column = 'default';
const nullable = true;
/** The e-invoice buyer identity (migration 034): absent from rows mirrored before it. */
const identity = { nullable, missing: null } as const;

/** What the list's "Client name" shows and filters: first and last name. */
export const clientName = (row: { firstName: string; lastName: string }) =>
  `${row.firstName} ${row.lastName}`;

/**
 * GET Client/clientListPage: company name, client name, email contain; account type and status
 * equal. Each field once (docs/ARCHITECTURE.md, Entity descriptors), in the row's order; the
 * client's name is the first column (it names the row).
 */
export const clientEntity = f.listArea({
  entity: 'clients',
  area: 'Client',
  menuKey: 'client.list',
  scope: 'merchantId',
  storage: 'blocks',
  defaultSort: ['updatedAt', 'desc'],
  statusAction: 'status',
  fields: {
    clientName: f.derived('text', clientName, { sort, filter: 'contains', column }),
    merchantId: f.reference({ column: 'extra' }),
    accountType: f.status(ACCOUNT_TYPES, { sort, filter: 'equals', column }),
    /** Corporate only (null for an individual). */
    companyName: f.text({ sort, filter: 'contains', search: true, column, nullable }),
    employeeCount: f.status(EMPLOYEE_COUNTS, { nullable }),
    title: f.status(SALUTATIONS),
    firstName: f.text(),
    lastName: f.text({ search: true }),
    referralCode: f.code({ nullable }),
    /** ISO 4217, MYR by default. */
    defaultCurrency: f.code({ column: 'extra' }),
    bookingPccCode: f.code({ nullable }),
    logo: f.json(v.nullable(StoredFileSchema)),
    email: f.text({ sort, filter: 'contains', search: true, column }),
    phone: f.code({ column }),
    tin: f.text(identity),
    identificationType: f.status(IDENTIFICATION_TYPES, identity),
    identificationNumber: f.text(identity),
    sstNumber: f.text(identity),
    status: f.status(CLIENT_STATUSES, { sort, filter: 'equals', column }),
    createdAt: f.timestamp(),
    // Shown by default: the list's default order (newest change first) is a column the user sees.
    updatedAt: f.timestamp({ sort, column }),
  },
  order: {
    columns: [
      'clientName',
      'companyName',
      'accountType',
      'email',
      'phone',
      'defaultCurrency',
      'status',
      'merchantId',
      'updatedAt',
    ],
    sortKeys: ['companyName', 'clientName', 'email', 'accountType', 'status', 'updatedAt'],
    filters: ['companyName', 'clientName', 'email', 'accountType', 'status'],
  },
});

export const ClientSchema = clientEntity.rowSchema;
export type Client = v.InferOutput<typeof ClientSchema>;
export type ClientListQuery = f.ListQueryOf<typeof clientEntity>;

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
