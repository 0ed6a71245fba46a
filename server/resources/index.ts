/** Every mirrored entity's resource, by the contract's entity name (docs/ARCHITECTURE.md, Entity descriptors). */
import type { SyncEntity } from '../../src/contract';
import type { Resource } from '../lib/entity-list/resource';
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
