/**
 * The merchant list (merchantListPage and pendingMerchantListPage; docs/product.md, Lists) as a descriptor
 * (docs/ARCHITECTURE.md, Entity descriptors).
 */
import type { ListEntity } from './entity-descriptor';
import { foldCase } from './entity-descriptor';
import { MerchantListQuerySchema, type MerchantListQuery } from './list-query';
import { MerchantSchema, type Merchant } from './merchant';

/** A merchant waits in the approval queue while it is submitted and not yet decided. */
export const isAwaitingApproval = (row: Pick<Merchant, 'approvalStatus' | 'submissionStatus'>) =>
  row.approvalStatus === 'Pending' && row.submissionStatus === 'Submitted';

/** An approved merchant with an edit waiting for a Checker (its live values are unchanged). */
export const hasProposedChange = (row: Pick<Merchant, 'proposedChanges'>) => Boolean(row.proposedChanges);

/** The pending list: new merchants waiting for approval and edits of approved ones. */
export const needsDecision = (row: Merchant) => isAwaitingApproval(row) || hasProposedChange(row);

export const merchantEntity: ListEntity<Merchant, MerchantListQuery> = {
  entity: 'merchants',
  area: 'Merchant',
  menuKey: 'merchant.list',
  scope: 'id',
  storage: 'blocks',
  searchFields: ['merchantName', 'email'],
  rowSchema: MerchantSchema,
  querySchema: MerchantListQuerySchema,
  sortValues: {
    merchantName: (row) => foldCase(row.merchantName),
    email: (row) => foldCase(row.email),
    contactNumber: (row) => foldCase(row.contactNumber),
    status: (row) => foldCase(row.status),
    approvalStatus: (row) => foldCase(row.approvalStatus),
    createdAt: (row) => row.createdAt,
    updatedAt: (row) => row.updatedAt,
  },
  filters: {
    merchantName: { match: 'contains', value: (row) => row.merchantName },
    email: { match: 'contains', value: (row) => row.email },
    contactNumber: { match: 'contains', value: (row) => row.contactNumber },
  },
  segments: {
    list: (row) => !isAwaitingApproval(row),
    pending: needsDecision,
  },
  columns: [
    { key: 'merchantName', kind: 'text', sortKey: 'merchantName', isDefault: true },
    { key: 'email', kind: 'text', sortKey: 'email', isDefault: true },
    { key: 'contactNumber', kind: 'code', sortKey: 'contactNumber', isDefault: true },
    { key: 'status', kind: 'status', sortKey: 'status', isDefault: true },
    { key: 'approvalStatus', kind: 'status', sortKey: 'approvalStatus', isDefault: true },
    { key: 'businessRegistrationNumber', kind: 'code', isDefault: false },
    { key: 'city', kind: 'text', isDefault: false },
    { key: 'createdAt', kind: 'timestamp', sortKey: 'createdAt', isDefault: true },
    { key: 'updatedAt', kind: 'timestamp', sortKey: 'updatedAt', isDefault: true },
  ],
  statusAction: 'status',
};
