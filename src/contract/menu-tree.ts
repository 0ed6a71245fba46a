import type { MenuItem } from './menu';

type BuiltInItem = Pick<MenuItem, 'key' | 'title' | 'type' | 'path' | 'icon'> & {
  children?: BuiltInItem[];
  /** Built-in roles that see this item by default (Super Admin sees everything). */
  roles: ReadonlyArray<'Merchant Admin' | 'Merchant User'>;
};

const MA = 'Merchant Admin' as const;
const MU = 'Merchant User' as const;

const link = (
  key: string,
  title: string,
  path: string,
  icon: string,
  roles: BuiltInItem['roles'] = [],
): BuiltInItem => ({ key, title, type: 'Link', path, icon, roles });

const category = (key: string, title: string, icon: string, children: BuiltInItem[]): BuiltInItem => ({
  key,
  title,
  type: 'Category',
  path: null,
  icon,
  children,
  roles: [...new Set(children.flatMap((child) => child.roles))],
});

/**
 * The built-in navigation: every route of docs/product.md, Screens and routes. The server seeds
 * it; the app translates items by `key` (lib/i18n/menu-titles.ts).
 */
export const BUILT_IN_MENU: BuiltInItem[] = [
  link('dashboard', 'Dashboard', '/dashboard', 'home', [MA, MU]),
  category('merchant', 'Merchants', 'store', [
    link('merchant.create', 'Create Merchant', '/merchant/create-merchant', 'plus'),
    link('merchant.list', 'Merchant Listing', '/merchant/view-merchant-listing', 'list', [MA, MU]),
    link('merchant.pending', 'Pending Approval', '/merchant/pending-merchant-listing', 'clock'),
    link('organization.approval', 'Organization Approval', '/organization/approval', 'check'),
  ]),
  category('user', 'Users', 'users', [
    link('user.create', 'Create User', '/user/create-user', 'user-plus', [MA]),
    link('user.manage', 'Manage User', '/user/manage-user', 'users', [MA]),
  ]),
  category('access', 'Access Control', 'shield', [
    link('access.uac', 'User Access Control', '/uac', 'shield'),
    link('access.fac', 'Function Access Control', '/fac', 'key'),
  ]),
  category('booking', 'Bookings', 'plane', [
    link('booking.list', 'Booking List', '/booking/booking-list', 'list', [MA, MU]),
  ]),
  category('client', 'Clients', 'briefcase', [
    link('client.list', 'Client List', '/client/client-list', 'list', [MA]),
    link('client.create', 'Create Client', '/client/create-client', 'plus', [MA]),
  ]),
  category('markup', 'Markups', 'percent', [
    link('markup.list', 'Markup List', '/markup/markup-list', 'list', [MA]),
    link('markup.create', 'Create Markup', '/markup/create-markup', 'plus'),
  ]),
  category('credit', 'Credit', 'wallet', [
    link('credit.management', 'Credit Management', '/credit/credit-management', 'wallet'),
    link('credit.history', 'Credit History', '/credit/credit-history', 'history', [MA, MU]),
    link('credit.topup', 'Top Up', '/credit/top-up', 'plus', [MA, MU]),
  ]),
  category('invoice', 'Invoicing', 'file', [
    link('invoice.manage', 'Manage Invoice', '/invoice/manage-invoice', 'file', [MA, MU]),
    link('invoice.notes', 'Credit and Debit Notes', '/invoice/credit-debit-note', 'file', [MA]),
    link('invoice.adjustment', 'Adjustment Enquiry', '/invoice/adjustment-enquiry', 'search'),
    link('invoice.einvoices', 'e-Invoices', '/invoice/e-invoices', 'file', [MA, MU]),
    link('invoice.eInvoiceSettings', 'E-invoice Settings', '/settings/e-invoice', 'briefcase'),
  ]),
  category('support', 'Support', 'help', [
    link('support.cases', 'Service Requests', '/case/service-request', 'inbox', [MA, MU]),
    link('support.help', 'Help Center', '/help-center', 'help', [MA, MU]),
  ]),
];
export type { BuiltInItem };
