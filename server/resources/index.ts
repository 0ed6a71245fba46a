/** Every mirrored entity's resource, by the contract's entity name (docs/ARCHITECTURE.md, Entity descriptors). */
import type { SyncEntity } from '../../src/contract';
import type { ListQueryBase, ListResource, Resource } from '../lib/entity-list/resource';
import { bookingResource } from './bookings';
import { caseResource } from './cases';
import { clientResource } from './clients';
import { creditAccountResource } from './credit-accounts';
import { creditEntryResource } from './credit-entries';
import { eInvoiceResource } from './e-invoices';
import { invoiceNoteResource } from './invoice-notes';
import { invoiceResource } from './invoices';
import { markupResource } from './markups';
import { menuResource } from './menu';
import { merchantResource } from './merchants';
import { notificationResource } from './notifications';
import { roleResource } from './roles';
import { topUpResource } from './top-ups';
import { userResource } from './users';

export const RESOURCES: Readonly<Record<SyncEntity, Resource>> = {
  roles: roleResource,
  menu: menuResource,
  merchants: merchantResource,
  users: userResource,
  bookings: bookingResource,
  invoices: invoiceResource,
  invoiceNotes: invoiceNoteResource,
  topUps: topUpResource,
  creditEntries: creditEntryResource,
  creditAccounts: creditAccountResource,
  clients: clientResource,
  markups: markupResource,
  cases: caseResource,
  notifications: notificationResource,
  eInvoices: eInvoiceResource,
};

type AnyListResource = ListResource<{ id: string }, ListQueryBase>;

/**
 * The areas whose list and get by id are the generic reads (`reads: 'area'`), in `RESOURCES`'
 * order: the app mounts them, and the tests' table of calls lists them, from here
 * (docs/ARCHITECTURE.md, How to add an area).
 */
export const AREA_READS: readonly AnyListResource[] = Object.values(RESOURCES).filter(
  (resource): resource is AnyListResource => 'reads' in resource && resource.reads === 'area',
);
