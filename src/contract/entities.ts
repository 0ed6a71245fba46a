/**
 * Every mirrored entity's descriptor (docs/ARCHITECTURE.md, Entity descriptors), in the pull's
 * bootstrap order. Roles and menu items are mirrored but not listed through the engine: they
 * declare only the base.
 */
import { bookingEntity } from './booking';
import { caseEntity } from './case';
import { clientEntity } from './client';
import { markupEntity } from './markup';
import { topUpEntity } from './credit';
import { eInvoiceEntity } from './e-invoice/e-invoice-entity';
import { creditAccountEntity, creditEntryEntity } from './credit-ledger';
import { invoiceEntity } from './invoice';
import { invoiceNoteEntity } from './invoice-note';
import type { EntityBase } from './entity-descriptor';
import { merchantEntity } from './merchant-entity';
import { notificationEntity } from './notification';
import { userEntity } from './user-entity';

const roleEntity: EntityBase = {
  entity: 'roles',
  area: 'UAC',
  menuKey: 'access.uac',
  scope: null,
  storage: 'rows',
  searchFields: [],
  lowerCasedFields: ['name'],
};

const menuEntity: EntityBase = {
  entity: 'menu',
  area: 'Menu',
  menuKey: null,
  scope: null,
  storage: 'rows',
  searchFields: [],
};

/** Mirrored but not listed through the engine: they declare only the base. */
const BASE_ONLY = { roles: roleEntity, menu: menuEntity } as const;

/**
 * The entities the app lists through the engine, by name, in the pull's bootstrap order. Each
 * descriptor's `entity` is its name here (entities.test.ts).
 */
export const LIST_ENTITIES = {
  merchants: merchantEntity,
  users: userEntity,
  bookings: bookingEntity,
  invoices: invoiceEntity,
  invoiceNotes: invoiceNoteEntity,
  topUps: topUpEntity,
  creditEntries: creditEntryEntity,
  creditAccounts: creditAccountEntity,
  clients: clientEntity,
  markups: markupEntity,
  cases: caseEntity,
  notifications: notificationEntity,
  eInvoices: eInvoiceEntity,
} as const;
export type ListedEntity = keyof typeof LIST_ENTITIES;

/** What the delta pull mirrors (docs/ARCHITECTURE.md, Offline core): every area's name. */
export type SyncEntity = keyof typeof BASE_ONLY | ListedEntity;

/**
 * The one registry of areas: every mirrored entity's descriptor, in the pull's bootstrap order
 * (roles and the menu first, then the listed entities in `LIST_ENTITIES`' order). The names
 * (`SYNC_ENTITIES`), `ENTITIES`, the device's lower-cased index fields and the server's sources
 * are read from it.
 */
export const AREAS: readonly EntityBase[] = [...Object.values(BASE_ONLY), ...Object.values(LIST_ENTITIES)];

/** Every mirrored entity's name, in the registry's order. */
export const SYNC_ENTITIES: readonly SyncEntity[] = AREAS.map((area) => area.entity);

/** Each mirrored entity's descriptor by name, in the registry's order. */
export const ENTITIES = Object.fromEntries(AREAS.map((area) => [area.entity, area])) as Readonly<
  Record<SyncEntity, EntityBase>
>;
