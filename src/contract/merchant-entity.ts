/**
 * Merchants (docs/product.md, Merchant states): the row of Merchant/merchantListPage,
 * pendingMerchantListPage, Merchant/{id} and the mirror, each field once (docs/ARCHITECTURE.md,
 * Fields: an area declared once), in the row's order.
 */
import * as v from 'valibot';
import * as f from './area-fields';
import { IDENTIFICATION_TYPES } from './e-invoice/tax-identity';

export const MERCHANT_STATUSES = ['Active', 'Inactive'] as const;
export const SUBMISSION_STATUSES = ['Draft', 'Submitted'] as const;
export const APPROVAL_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type MerchantStatus = (typeof MERCHANT_STATUSES)[number];

const sort = true;
const column = 'default';
const nullable = true;
/** Money in integer sen (docs/ARCHITECTURE.md, Money), as the API reference publishes it. */
const amountSen = { schema: v.nullable(v.pipe(v.number(), v.integer())), nullable };
// E-invoice buyer identity (migration 034); absent from rows mirrored before it.
const identity = { nullable, missing: null } as const;

/** The editable fields as a row carries them (the proposal below holds any subset of them). */
const EDITABLE_FIELDS = {
  merchantName: f.text({ sort, filter: 'contains', search: true, column }),
  businessRegistrationNumber: f.code({ column: 'extra' }),
  businessType: f.text({ nullable }),
  tradingName: f.text({ nullable }),
  personInCharge: f.text({ nullable }),
  merchantSize: f.text({ nullable }),
  nationality: f.text({ nullable }),
  businessHour: f.text({ nullable }),
  natureOfBusiness: f.text({ nullable }),
  monthlyTransactionVolumeSen: f.money(amountSen),
  companyTurnoverSen: f.money(amountSen),
  email: f.text({ sort, filter: 'contains', search: true, column }),
  contactNumber: f.code({ sort, filter: 'contains', column }),
  officePhone: f.text({ nullable }),
  officePhoneExt: f.text({ nullable }),
  fax: f.text({ nullable }),
  address: f.text({ nullable }),
  postcode: f.text({ nullable }),
  city: f.text({ nullable, column: 'extra' }),
  state: f.text({ nullable }),
  country: f.text(),
  services: f.text({ nullable }),
  numberOfTerminals: f.number(),
  deviceType: f.text({ nullable }),
  terminalModel: f.text({ nullable }),
  tin: f.text(identity),
  identificationType: f.status(IDENTIFICATION_TYPES, identity),
  identificationNumber: f.text(identity),
  sstNumber: f.text(identity),
};

/**
 * An edit of an approved merchant waiting for a Checker (docs/security.md, Four-eyes changes):
 * the new values of the changed fields, who proposed them and when. The live fields keep their
 * approved values until another Checker approves it.
 */
export const MerchantProposalSchema = v.object({
  fields: v.partial(v.object(f.schemasOf(EDITABLE_FIELDS))),
  proposedBy: v.nullable(v.string()),
  proposedByName: v.nullable(v.string()),
  /** ISO 8601; an approval names it, so a Checker decides the proposal they saw. */
  proposedAt: v.string(),
});
export type MerchantProposal = v.InferOutput<typeof MerchantProposalSchema>;

/** A merchant waits in the approval queue while it is submitted and not yet decided. */
export const isAwaitingApproval = (row: { approvalStatus: string; submissionStatus: string }) =>
  row.approvalStatus === 'Pending' && row.submissionStatus === 'Submitted';

/** An approved merchant with an edit waiting for a Checker (its live values are unchanged). */
export const hasProposedChange = (row: { proposedChanges?: MerchantProposal | null }) =>
  Boolean(row.proposedChanges);

/** The pending list: new merchants waiting for approval and edits of approved ones. */
export const needsDecision = (
  row: Parameters<typeof isAwaitingApproval>[0] & Parameters<typeof hasProposedChange>[0],
) => isAwaitingApproval(row) || hasProposedChange(row);

/**
 * GET Merchant/merchantListPage (`list`: all but those awaiting approval) and
 * pendingMerchantListPage (`pending`, docs/product.md, Lists): `merchantName`, `email` and
 * `contactNumber` contain. By name by default.
 */
export const merchantEntity = f.listArea({
  entity: 'merchants',
  area: 'Merchant',
  menuKey: 'merchant.list',
  scope: 'id',
  storage: 'blocks',
  defaultSort: ['merchantName', 'asc'],
  statusAction: 'status',
  segments: {
    list: (row) => !isAwaitingApproval(row),
    pending: needsDecision,
  },
  fields: {
    ...EDITABLE_FIELDS,
    status: f.status(MERCHANT_STATUSES, { sort, column }),
    submissionStatus: f.status(SUBMISSION_STATUSES),
    approvalStatus: f.status(APPROVAL_STATUSES, { sort, column }),
    /** Who submitted the current version for approval (a Checker never decides their own). */
    submittedBy: f.text({ schema: v.optional(v.nullable(v.string())) }),
    /** An edit of this approved merchant waiting for a Checker; null (or absent) when none. */
    proposedChanges: f.json(v.optional(v.nullable(MerchantProposalSchema))),
    createdAt: f.timestamp({ sort, column }),
    updatedAt: f.timestamp({ sort, column }),
  },
  order: {
    columns: [
      'merchantName',
      'email',
      'contactNumber',
      'status',
      'approvalStatus',
      'businessRegistrationNumber',
      'city',
      'createdAt',
      'updatedAt',
    ],
  },
});

/** A merchant as the API answers it and as the mirror stores it (JSON names in camelCase). */
export const MerchantSchema = merchantEntity.rowSchema;
export type Merchant = v.InferOutput<typeof MerchantSchema>;
export type MerchantListQuery = f.ListQueryOf<typeof merchantEntity>;
