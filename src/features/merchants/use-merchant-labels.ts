import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { Merchant } from '../../contract';

const statusLabels = { Active: msg`Active`, Inactive: msg`Inactive` } as const;
const approvalLabels = { Pending: msg`Pending`, Approved: msg`Approved`, Rejected: msg`Rejected` } as const;

/**
 * Translated names of merchant states (the wire keeps the English values of docs/product.md, Merchant
 * states).
 */
export function useMerchantLabels() {
  const { i18n } = useLingui();
  return {
    status: (status: Merchant['status']) => i18n._(statusLabels[status]),
    approval: (approval: Merchant['approvalStatus']) => i18n._(approvalLabels[approval]),
  };
}
