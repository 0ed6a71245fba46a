/** The credit ledger as SQL (docs/ARCHITECTURE.md, Credit): the history list, get by id and the pull. */
import { creditEntryEntity } from '../../src/contract';
import type { CreditEntry, CreditEntryListQuery } from '../../src/contract';
import type { ListResource } from '../lib/entity-list/resource';
import { textSort, valueSort } from '../lib/entity-list/sql-rules';
import { ENTRY_COLUMNS, ENTRY_FROM } from '../lib/ledger/append-entry';
import { malaysiaDaySql } from './top-ups';

export const creditEntryResource: ListResource<CreditEntry, CreditEntryListQuery> = {
  entity: 'creditEntries',
  table: 'credit_entries',
  from: ENTRY_FROM,
  columns: ENTRY_COLUMNS,
  id: 'e.id',
  scope: 'e.merchant_id',
  descriptor: creditEntryEntity,
  sortExpressions: {
    entryNo: valueSort('e.entry_no'),
    // Stored to the millisecond (migration 012), so by value: the indexes serve the order.
    createdAt: valueSort('e.created_at'),
    action: textSort('e.action'),
    amountSen: valueSort('e.amount_sen'),
    reference: textSort('e.reference'),
  },
  filterExpressions: {
    merchantId: 'e.merchant_id::text',
    action: 'e.action',
    reference: 'e.reference',
    bookingId: 'e.booking_id::text',
    dateFrom: malaysiaDaySql('e.created_at'),
    dateTo: malaysiaDaySql('e.created_at'),
  },
  segments: { list: 'true' },
};
