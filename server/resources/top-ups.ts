/** Top-ups as SQL (docs/ARCHITECTURE.md, Credit): the list, get by id and the pull. */
import { BUSINESS_TIME_ZONE, topUpEntity } from '../../src/contract';
import { resourceOf } from '../lib/entity-list/resource-of';
import { valueSort } from '../lib/entity-list/sql-rules';

/** The Malaysian calendar day of a timestamp, as the contract's `malaysiaDay` gives it. */
export const malaysiaDaySql = (column: string) =>
  `to_char(${column} AT TIME ZONE '${BUSINESS_TIME_ZONE}', 'YYYY-MM-DD')`;

export const TOP_UP_FROM = `top_ups t
  JOIN users su ON su.id = t.submitted_by
  LEFT JOIN users du ON du.id = t.decided_by
  LEFT JOIN stored_files f ON f.id = t.slip_file_id`;

export const topUpResource = resourceOf(topUpEntity, {
  table: 'top_ups',
  alias: 't',
  from: TOP_UP_FROM,
  audit: { entity: 'topUp', name: (t) => `${t}.reference_number` },
  sql: {
    bankInAt: `to_char(t.bank_in_at, 'YYYY-MM-DD"T"HH24:MI')`,
    // The slip's metadata, never its bytes.
    slip: `CASE WHEN f.id IS NULL THEN NULL ELSE json_build_object(
    'id', f.id, 'name', f.name, 'type', f.type, 'size', f.size, 'sha256', f.sha256) END`,
    submittedByName: `su.first_name || ' ' || su.last_name`,
    decidedByName: `CASE WHEN du.id IS NULL THEN NULL ELSE du.first_name || ' ' || du.last_name END`,
    // The contract's `createdOn`: the day it was submitted, in Malaysia.
    createdOn: malaysiaDaySql('t.created_at'),
  },
  sortExpressions: {
    // Stored to the millisecond (migration 012), so by value: the indexes serve the order.
    createdAt: valueSort('t.created_at'),
    // Minutes, never missing: its order is the `yyyy-mm-ddThh:mm` text's.
    bankInAt: valueSort('t.bank_in_at'),
  },
});

/** A row read with these IS a contract `TopUp` (the slip's metadata, never its bytes). */
export const TOP_UP_COLUMNS = topUpResource.columns;
