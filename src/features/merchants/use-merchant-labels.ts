import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { Merchant } from '../../contract';

/** A merchant's statuses and approval states as the lists and the profile name them. */
export const MERCHANT_STATUS_LABELS = { Active: msg`Active`, Inactive: msg`Inactive` } as const;
const APPROVAL_LABELS = { Pending: msg`Pending`, Approved: msg`Approved`, Rejected: msg`Rejected` } as const;

/**
 * Translated names of merchant states (the wire keeps the English values of docs/product.md, Merchant
 * states).
 */
export function useMerchantLabels() {
  const { i18n } = useLingui();
  return {
    status: (status: Merchant['status']) => i18n._(MERCHANT_STATUS_LABELS[status]),
    approval: (approval: Merchant['approvalStatus']) => i18n._(APPROVAL_LABELS[approval]),
  };
}
