/** Credit accounts as SQL (docs/ARCHITECTURE.md, Credit): one row per merchant with an entry or a proposal. */
import { creditAccountEntity } from '../../src/contract';
import type { CreditAccount, CreditAccountListQuery } from '../../src/contract';
import type { ListResource } from '../lib/entity-list/resource';
import { instantSort, valueSort } from '../lib/entity-list/sql-rules';
import { float, isoTimestamp } from '../lib/sql-format';

export const ACCOUNT_FROM = 'credit_accounts a LEFT JOIN users p ON p.id = a.proposed_by';

/** A row read with these IS a contract `CreditAccount`; `availableSen` is balance + limit. */
export const ACCOUNT_COLUMNS = `
  a.merchant_id AS "id", a.merchant_id AS "merchantId", a.currency AS "currency",
  ${float('a.limit_sen')} AS "limitSen", ${float('a.balance_sen')} AS "balanceSen",
  ${float('a.pending_sen')} AS "pendingSen", ${float('(a.balance_sen + a.limit_sen)')} AS "availableSen",
  ${float('a.entry_count')} AS "entryCount", ${float('a.proposed_limit_sen')} AS "proposedLimitSen",
  a.proposed_by AS "proposedBy",
  CASE WHEN p.id IS NULL THEN NULL ELSE p.first_name || ' ' || p.last_name END AS "proposedByName",
  ${isoTimestamp('a.proposed_at')} AS "proposedAt", a.proposal_reason AS "proposalReason",
  ${isoTimestamp('a.updated_at')} AS "updatedAt", ${float('a.version')} AS "version"`;

export const creditAccountResource: ListResource<CreditAccount, CreditAccountListQuery> = {
  entity: 'creditAccounts',
  table: 'credit_accounts',
  audit: { entity: 'creditAccount', name: (t) => `${t}.merchant_name`, table: 'merchants' },
  from: ACCOUNT_FROM,
  columns: ACCOUNT_COLUMNS,
  id: 'a.merchant_id',
  scope: 'a.merchant_id',
  descriptor: creditAccountEntity,
  sortExpressions: {
    balanceSen: valueSort('a.balance_sen'),
    limitSen: valueSort('a.limit_sen'),
    availableSen: valueSort('(a.balance_sen + a.limit_sen)'),
    pendingSen: valueSort('a.pending_sen'),
    updatedAt: instantSort('a.updated_at'),
  },
  filterExpressions: {
    merchantId: 'a.merchant_id::text',
    proposal: `CASE WHEN a.proposed_limit_sen IS NULL THEN NULL ELSE 'Pending' END`,
  },
  segments: { list: 'true' },
};
