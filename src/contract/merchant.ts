import * as v from 'valibot';

export const MERCHANT_STATUSES = ['Active', 'Inactive'] as const;
export const SUBMISSION_STATUSES = ['Draft', 'Submitted'] as const;
export const APPROVAL_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type MerchantStatus = (typeof MERCHANT_STATUSES)[number];

const text = v.nullable(v.string());
const amount = v.nullable(v.number());

/** A merchant as the API answers it and as the mirror stores it (JSON names in camelCase). */
export const MerchantSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  merchantName: v.string(),
  businessRegistrationNumber: v.string(),
  businessType: text,
  tradingName: text,
  personInCharge: text,
  merchantSize: text,
  nationality: text,
  businessHour: text,
  natureOfBusiness: text,
  monthlyTransactionVolume: amount,
  companyTurnover: amount,
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
  status: v.picklist(MERCHANT_STATUSES),
  submissionStatus: v.picklist(SUBMISSION_STATUSES),
  approvalStatus: v.picklist(APPROVAL_STATUSES),
  /** Who submitted the current version for approval (a Checker never decides their own). */
  submittedBy: v.optional(v.nullable(v.string())),
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
 * Four eyes (issue 19): only a merchant a Checker approved may be Active, whatever the call
 * (Merchant/status/update, an approval, a replayed offline change). Deactivating is always
 * possible. The server's merchantTransition and the app's status buttons both ask this.
 */
export function canActivateMerchant(merchant: Pick<Merchant, 'approvalStatus'>): boolean {
  return merchant.approvalStatus === 'Approved';
}

export const MerchantDropDownItemSchema = v.object({ id: v.string(), merchantName: v.string() });
export type MerchantDropDownItem = v.InferOutput<typeof MerchantDropDownItemSchema>;
