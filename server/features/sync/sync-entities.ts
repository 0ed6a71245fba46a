/**
 * What the pull mirrors, in bootstrap order: for each contract entity its table, select list and
 * the column that says whose row it is. The select lists (camelCase aliases) are the ones the list
 * calls use, so a mirrored row and a listed row are always the same shape.
 */
import type { SyncEntity } from '../../../src/contract';
import { MERCHANT_COLUMNS } from '../merchants/merchant-row';
import { BOOKING_COLUMNS, BOOKING_FROM } from './rows/booking-row';
import { INVOICE_COLUMNS, INVOICE_FROM } from './rows/invoice-row';
import { MENU_COLUMNS, MENU_FROM } from './rows/menu-row';
import { ROLE_COLUMNS, ROLE_FROM } from './rows/role-row';
import { USER_COLUMNS, USER_FROM } from './rows/user-row';

export type EntitySource = {
  entity: SyncEntity;
  table: string;
  from: string;
  /** Select list aliasing every column to its contract name, `id` and `version` included. */
  columns: string;
  /** The row's id column in `from`. */
  id: string;
  /**
   * The column naming the merchant a row belongs to (for merchants, their own id); null when
   * every signed-in user sees the entity. Roles and menu items go to everyone for now: the
   * mirror does not yet hide what a role may not use; the server still guards every call.
   */
  scope: string | null;
};

export const ENTITY_SOURCES: readonly EntitySource[] = [
  {
    entity: 'roles',
    table: 'roles',
    from: ROLE_FROM,
    columns: ROLE_COLUMNS,
    id: 'r.id',
    scope: null,
  },
  {
    entity: 'menu',
    table: 'menus',
    from: MENU_FROM,
    columns: MENU_COLUMNS,
    id: 'mn.id',
    scope: null,
  },
  {
    entity: 'merchants',
    table: 'merchants',
    from: 'merchants m',
    columns: MERCHANT_COLUMNS,
    id: 'm.id',
    scope: 'm.id',
  },
  {
    entity: 'users',
    table: 'users',
    from: USER_FROM,
    columns: USER_COLUMNS,
    id: 'u.id',
    scope: 'u.merchant_id',
  },
  {
    entity: 'bookings',
    table: 'bookings',
    from: BOOKING_FROM,
    columns: BOOKING_COLUMNS,
    id: 'b.id',
    scope: 'b.merchant_id',
  },
  {
    entity: 'invoices',
    table: 'invoices',
    from: INVOICE_FROM,
    columns: INVOICE_COLUMNS,
    id: 'i.id',
    scope: 'i.merchant_id',
  },
];

export const sourceOf = (entity: string) => ENTITY_SOURCES.find((source) => source.entity === entity);

/** ` AND <scope> = $n` for a merchant caller; nothing for staff or an entity everyone sees. */
export function scopeCondition(source: EntitySource, merchantId: string | null, param: number): string {
  return merchantId !== null && source.scope !== null ? ` AND ${source.scope} = $${param}` : '';
}
