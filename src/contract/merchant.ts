import * as v from 'valibot';
import { IDENTIFICATION_TYPES } from './e-invoice/tax-identity';

export const MERCHANT_STATUSES = ['Active', 'Inactive'] as const;
export const SUBMISSION_STATUSES = ['Draft', 'Submitted'] as const;
export const APPROVAL_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type MerchantStatus = (typeof MERCHANT_STATUSES)[number];

const text = v.nullable(v.string());
/** Money in integer sen (docs/ARCHITECTURE.md, Money). */
const amountSen = v.nullable(v.pipe(v.number(), v.integer()));

/** The editable fields as a row carries them (the proposal below holds any subset of them). */
const MERCHANT_ROW_FIELDS = {
  merchantName: v.string(),
  businessRegistrationNumber: v.string(),
  businessType: text,
  tradingName: text,
  personInCharge: text,
  merchantSize: text,
  nationality: text,
  businessHour: text,
  natureOfBusiness: text,
  monthlyTransactionVolumeSen: amountSen,
  companyTurnoverSen: amountSen,
  email: v.string(),
  contactNumber: v.string(),
  officePhone: text,
  officePhoneExt: text,
  fax: text,
  address: text,
  postcode: text,
  city: text,
  state: text,
  country: v.string(),
  services: text,
  numberOfTerminals: v.number(),
  deviceType: text,
  terminalModel: text,
  // E-invoice buyer identity (migration 034); absent from rows mirrored before it.
  tin: v.optional(text, null),
  identificationType: v.optional(v.nullable(v.picklist(IDENTIFICATION_TYPES)), null),
  identificationNumber: v.optional(text, null),
  sstNumber: v.optional(text, null),
};

/**
 * An edit of an approved merchant waiting for a Checker (docs/security.md, Four-eyes changes):
 * the new values of the changed fields, who proposed them and when. The live fields keep their
 * approved values until another Checker approves it.
 */
export const MerchantProposalSchema = v.object({
  fields: v.partial(v.object(MERCHANT_ROW_FIELDS)),
  proposedBy: v.nullable(v.string()),
  proposedByName: v.nullable(v.string()),
  /** ISO 8601; an approval names it, so a Checker decides the proposal they saw. */
  proposedAt: v.string(),
});
export type MerchantProposal = v.InferOutput<typeof MerchantProposalSchema>;

/** A merchant as the API answers it and as the mirror stores it (JSON names in camelCase). */
export const MerchantSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  ...MERCHANT_ROW_FIELDS,
  status: v.picklist(MERCHANT_STATUSES),
  submissionStatus: v.picklist(SUBMISSION_STATUSES),
  approvalStatus: v.picklist(APPROVAL_STATUSES),
  /** Who submitted the current version for approval (a Checker never decides their own). */
  submittedBy: v.optional(v.nullable(v.string())),
  /** An edit of this approved merchant waiting for a Checker; null (or absent) when none. */
  proposedChanges: v.optional(v.nullable(MerchantProposalSchema)),
  /** ISO 8601 timestamps. */
  createdAt: v.string(),
  updatedAt: v.string(),
  /** The change sequence of the row's last write; updates carry it as `baseVersion`. */
  version: v.number(),
});
export type Merchant = v.InferOutput<typeof MerchantSchema>;

export const MerchantStatusUpdateSchema = v.object({
  id: v.pipe(v.string('validation.required'), v.uuid('validation.invalid')),
  status: v.picklist(MERCHANT_STATUSES, 'validation.invalid'),
  baseVersion: v.pipe(
    v.number('validation.required'),
    v.integer('validation.integer'),
    v.minValue(0, 'validation.invalid'),
  ),
});
export type MerchantStatusUpdate = v.InferOutput<typeof MerchantStatusUpdateSchema>;

/**
 * Four eyes: only a merchant a Checker approved may be Active, whatever the call
 * (Merchant/status/update, an approval, a replayed offline change). Deactivating is always
 * possible. The server's merchantTransition and the app's status buttons both ask this.
 */
export function canActivateMerchant(merchant: Pick<Merchant, 'approvalStatus'>): boolean {
  return merchant.approvalStatus === 'Approved';
}

/**
 * An edit of an approved merchant is a proposal: its live values stay until another Checker
 * approves it. A merchant never approved (new, rejected) is edited in place and submitted again.
 * The server's update and the app's optimistic patch both ask this.
 */
export function isEditProposal(merchant: Pick<Merchant, 'approvalStatus'>): boolean {
  return merchant.approvalStatus === 'Approved';
}

export const MerchantDropDownItemSchema = v.object({ id: v.string(), merchantName: v.string() });
export type MerchantDropDownItem = v.InferOutput<typeof MerchantDropDownItemSchema>;
