import * as v from 'valibot';
import { MERCHANT_STATUSES, type Merchant } from './merchant-entity';

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
