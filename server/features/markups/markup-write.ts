/**
 * Shared pieces of the markup writes (docs/ARCHITECTURE.md, Markups): the locked markup, the scope
 * a body names (a merchant that exists, a client of it), the overlap refusal and the audit entry.
 * The rules themselves are the contract's (markup-rules.ts); nothing here re-derives one.
 */
import type { Context } from 'hono';
import { findOverlap, formatMessage } from '../../../src/contract';
import type { Markup, MarkupFields, OverlapFields } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import type { AppBindings } from '../../lib/context';
import { findRow } from '../../lib/entity-list/find-row';
import { merchantScope } from '../../lib/scope';
import { markupResource, MARKUP_COLUMNS } from '../../resources/markups';

/**
 * Markups are staff work (docs/security.md, Hardening): a merchant role is refused every write
 * even when an administrator has ticked the markup functions for it (403).
 */
export function refuseMerchantCaller(c: Context<AppBindings>): void {
  if (c.get('user').userType !== 'staff') throw new ApiError(403, 'error.forbidden');
}

/**
 * The markup locked for the transaction, in the caller's scope: another merchant's is 404 (as its
 * get is), then a merchant caller is refused one it can see (global or its own) with 403.
 */
export async function lockMarkup(c: Context<AppBindings>, id: string): Promise<Markup> {
  const scope = merchantScope(c.get('user'));
  const markup = await findRow<Markup>(c.get('db'), markupResource, id, scope, { forUpdate: true });
  if (!markup) throw new ApiError(404, 'error.notFound');
  refuseMerchantCaller(c);
  return markup;
}

const invalidAt = (path: string, code: 'validation.invalid' | 'markup.clientNotOfMerchant') =>
  new ApiError(422, 'error.validation', { errors: [{ path, code, message: formatMessage(code) }] });

/** The merchant must exist and the client (if any) be one of its clients. */
export async function checkScope(db: Queryable, fields: MarkupFields): Promise<void> {
  if (fields.merchantId !== null) {
    const { rows } = await db.query('SELECT 1 FROM merchants WHERE id = $1', [fields.merchantId]);
    if (rows.length === 0) throw invalidAt('merchantId', 'validation.invalid');
  }
  if (fields.clientId !== null) {
    const { rows } = await db.query<{ merchantId: string }>(
      'SELECT merchant_id AS "merchantId" FROM clients WHERE id = $1',
      [fields.clientId],
    );
    if (!rows[0]) throw invalidAt('clientId', 'validation.invalid');
    if (rows[0].merchantId !== fields.merchantId) throw invalidAt('clientId', 'markup.clientNotOfMerchant');
  }
}

/**
 * 409 `markup.overlaps` naming the first Active markup of the same scope and area the markup
 * would overlap. A transaction-scoped advisory lock on (area, merchant, client) comes first, so
 * two writers of one scope take turns: the second sees the first's row once it has committed,
 * and no two overlapping markups can both pass (READ COMMITTED reads the committed row after the
 * lock). Writers of other scopes never wait.
 */
export async function refuseOverlap(db: Queryable, markup: OverlapFields): Promise<void> {
  if (markup.status !== 'Active') return;
  await db.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
    `markups:${markup.appliesTo}:${markup.merchantId ?? '*'}:${markup.clientId ?? '*'}`,
  ]);
  const { rows } = await db.query<Markup>(
    `SELECT ${MARKUP_COLUMNS} FROM markups m
     WHERE m.status = 'Active' AND m.applies_to = $1 AND m.id <> $2
       AND m.merchant_id IS NOT DISTINCT FROM $3::uuid AND m.client_id IS NOT DISTINCT FROM $4::uuid
     ORDER BY m.name, m.id`,
    [markup.appliesTo, markup.id, markup.merchantId, markup.clientId],
  );
  const other = findOverlap(markup, rows);
  if (other) {
    throw new ApiError(409, 'markup.overlaps', { params: { name: other.name, appliesTo: other.appliesTo } });
  }
}

/** The columns of a markup's fields, in a fixed order, for INSERT and UPDATE. */
export function markupColumns(fields: MarkupFields) {
  return {
    name: fields.name,
    applies_to: fields.appliesTo,
    cabin_type: fields.cabinType,
    hotel_rating: fields.hotelRating,
    markup_kind: fields.markupKind,
    markup_value: fields.markupValue,
    service_fee_sen: fields.serviceFeeSen,
    maintenance_fee_sen: fields.maintenanceFeeSen,
    basis: fields.basis,
    merchant_id: fields.merchantId,
    client_id: fields.clientId,
    valid_from: fields.validFrom,
    valid_to: fields.validTo,
  };
}

export function auditMarkup(
  c: Context<AppBindings>,
  action: string,
  id: string,
  details: Record<string, unknown>,
) {
  return recordAudit(c.get('db'), c, {
    userId: c.get('user').userID,
    action,
    entity: 'markup',
    entityId: id,
    details,
  });
}
