/**
 * Markups as SQL (docs/ARCHITECTURE.md, Markups): the list, get by id and the pull. A markup with
 * no merchant applies to every merchant, so a merchant caller's scope includes it.
 */
import { markupEntity } from '../../src/contract';
import type { Markup, MarkupListQuery } from '../../src/contract';
import type { ListResource } from '../lib/entity-list/resource';
import { dateSort, instantSort, textSort } from '../lib/entity-list/sql-rules';
import { float, isoDate, isoTimestamp } from '../lib/sql-format';

export const MARKUP_FROM = 'markups m';

/** A row read with these IS a contract `Markup`. */
export const MARKUP_COLUMNS = `
  m.id AS "id", m.name AS "name", m.applies_to AS "appliesTo", m.cabin_type AS "cabinType",
  m.hotel_rating AS "hotelRating", m.markup_kind AS "markupKind", ${float('m.markup_value')} AS "markupValue",
  ${float('m.service_fee_sen')} AS "serviceFeeSen", ${float('m.maintenance_fee_sen')} AS "maintenanceFeeSen",
  m.basis AS "basis", m.merchant_id AS "merchantId", m.client_id AS "clientId",
  ${isoDate('m.valid_from')} AS "validFrom", ${isoDate('m.valid_to')} AS "validTo", m.status AS "status",
  m.currency AS "currency", ${isoTimestamp('m.created_at')} AS "createdAt",
  ${isoTimestamp('m.updated_at')} AS "updatedAt", ${float('m.version')} AS "version"`;

export const markupResource: ListResource<Markup, MarkupListQuery> = {
  entity: 'markups',
  table: 'markups',
  audit: { entity: 'markup', name: (t) => `${t}.name` },
  from: MARKUP_FROM,
  columns: MARKUP_COLUMNS,
  id: 'm.id',
  scope: 'm.merchant_id',
  globalRows: true,
  descriptor: markupEntity,
  sortExpressions: {
    name: textSort('m.name'),
    appliesTo: textSort('m.applies_to'),
    validFrom: dateSort('m.valid_from'),
    status: textSort('m.status'),
    updatedAt: instantSort('m.updated_at'),
  },
  filterExpressions: {
    name: 'm.name',
    appliesTo: 'm.applies_to',
    status: 'm.status',
    merchantId: 'm.merchant_id::text',
  },
  segments: { list: 'true' },
};
