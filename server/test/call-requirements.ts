/**
 * Who may call what: every route of the app with the access it needs, written out independently
 * of the routes, so a route that forgets its guard, or checks the wrong function, fails
 * the tests that read this table: the permission matrix (features/access/permission-matrix.test.ts)
 * runs each guarded call for six kinds of caller, and the fuzz suite (server/fuzz) requires that
 * no answer is 2xx for a caller this table refuses. A new route must be added here (the fuzz suite
 * fails on a route it cannot find), with paths as Hono writes them (`:id`). The generic reads of an
 * area mounted from its resource alone are read from the resources (`AREA_READS`): its menu item's
 * view grant, which the access policy's must equal.
 */
import { API_BASE_PATH, isAllowedAny } from '../../src/contract';
import type { FunctionAction, Permissions } from '../../src/contract';
import { listPathOf } from '../lib/entity-list/entity-routes';
import { AREA_READS } from '../resources';

export type Need = readonly [menuKey: string, action: FunctionAction];
export type CallMethod = 'GET' | 'POST' | 'PUT';

/**
 * `public`: anyone; `signedIn`: any active signed-in user; else the caller's role must hold one
 * of the (menu, action) pairs, and with `checker` also be a Checker (the four-eyes rule of
 * docs/ARCHITECTURE.md, Users, roles and access control: a Maker never decides).
 */
export type CallRequirement = {
  method: CallMethod;
  /** The full path pattern, as in `app.routes`. */
  path: string;
  needs: 'public' | 'signedIn' | readonly Need[];
  checker?: true;
  /** A 2xx answer is a file's bytes or an event stream (its own Content-Type), not the JSON envelope. */
  answersFile?: true;
  /** The answer is a redirect (303) of the browser back to the app, not the JSON envelope. */
  redirects?: true;
};

/** The caller as the table sees them; null for a request with no valid session. */
export type Caller = { permissions: Permissions; isChecker: boolean } | null;

const api = (path: string) => `${API_BASE_PATH}${path}`;

const VIEW_MERCHANT: Need[] = [
  ['merchant.list', 'view'],
  ['merchant.pending', 'view'],
];
const VIEW_ACCESS: Need[] = [
  ['access.uac', 'view'],
  ['access.fac', 'view'],
];

/** Credit: staff reach top-ups and the ledger through Credit Management. */
const VIEW_TOP_UPS: Need[] = [
  ['credit.topup', 'view'],
  ['credit.management', 'view'],
];
const VIEW_CREDIT_HISTORY: Need[] = [
  ['credit.history', 'view'],
  ['credit.management', 'view'],
];
const DECIDE_CREDIT: Need[] = [['credit.management', 'approve']];
/** The consolidated e-invoice: whoever prepares or approves it reads it. */
const CONSOLIDATION: Need[] = [
  ['invoice.einvoices', 'create'],
  ['invoice.einvoices', 'approve'],
];

const WRITTEN_OUT: readonly CallRequirement[] = [
  { method: 'GET', path: '/api/health', needs: 'public' },
  // The API reference (lib/openapi): the document, its page and the page's script, none an envelope.
  { method: 'GET', path: '/api/openapi.json', needs: 'public', answersFile: true },
  { method: 'GET', path: '/api/docs', needs: 'public', answersFile: true },
  { method: 'GET', path: '/api/docs/scalar.js', needs: 'public', answersFile: true },
  { method: 'POST', path: api('/General/sign-in'), needs: 'public' },
  { method: 'POST', path: api('/General/sign-in/second-factor'), needs: 'public' },
  { method: 'POST', path: api('/General/sign-in/second-factor/setup'), needs: 'public' },
  { method: 'POST', path: api('/General/refresh-token'), needs: 'public' },
  { method: 'GET', path: api('/General/sign-out'), needs: 'public' },
  { method: 'POST', path: api('/General/sign-out'), needs: 'public' },
  { method: 'POST', path: api('/General/session-activity'), needs: 'public' },
  { method: 'POST', path: api('/General/request-password-reset'), needs: 'public' },
  { method: 'POST', path: api('/General/validate-password-reset'), needs: 'public' },
  { method: 'POST', path: api('/General/reset-password'), needs: 'public' },
  { method: 'POST', path: api('/General/first-time-login/validate'), needs: 'public' },
  { method: 'POST', path: api('/General/first-time-login'), needs: 'public' },
  { method: 'POST', path: api('/General/register'), needs: 'public' },
  { method: 'POST', path: api('/General/verify-email'), needs: 'public' },
  { method: 'GET', path: api('/General/sso'), needs: 'public' },
  { method: 'POST', path: api('/General/sso/start'), needs: 'public' },
  // The provider's callback sends the browser back to /login: a redirect, never an envelope.
  { method: 'GET', path: api('/General/sso/callback'), needs: 'public', redirects: true },
  { method: 'POST', path: api('/General/sso/complete'), needs: 'public' },
  { method: 'POST', path: api('/General/passkey/options'), needs: 'public' },
  { method: 'POST', path: api('/General/passkey/sign-in'), needs: 'public' },

  { method: 'POST', path: api('/General/verifyUserToken'), needs: 'signedIn' },
  { method: 'GET', path: api('/Menu/getMenuList'), needs: 'signedIn' },
  { method: 'GET', path: api('/Sync/pull'), needs: 'signedIn' },
  { method: 'GET', path: api('/Sync/notices'), needs: 'signedIn', answersFile: true },
  { method: 'POST', path: api('/Sync/push'), needs: 'signedIn' },
  { method: 'GET', path: api('/Account/security'), needs: 'signedIn' },
  { method: 'POST', path: api('/Account/otp'), needs: 'signedIn' },
  { method: 'POST', path: api('/Account/change-password'), needs: 'signedIn' },
  { method: 'POST', path: api('/Account/change-mobile'), needs: 'signedIn' },
  { method: 'POST', path: api('/Account/change-security-question'), needs: 'signedIn' },
  { method: 'POST', path: api('/Account/change-security-phrase'), needs: 'signedIn' },
  { method: 'GET', path: api('/Account/devices'), needs: 'signedIn' },
  { method: 'POST', path: api('/Account/devices/unbind'), needs: 'signedIn' },
  { method: 'GET', path: api('/Account/sessions'), needs: 'signedIn' },
  { method: 'POST', path: api('/Account/sessions/sign-out'), needs: 'signedIn' },
  { method: 'POST', path: api('/Account/sessions/sign-out-others'), needs: 'signedIn' },
  { method: 'GET', path: api('/Account/passkeys'), needs: 'signedIn' },
  { method: 'POST', path: api('/Account/passkeys/options'), needs: 'signedIn' },
  { method: 'POST', path: api('/Account/passkeys/register'), needs: 'signedIn' },
  { method: 'POST', path: api('/Account/passkeys/remove'), needs: 'signedIn' },
  { method: 'GET', path: api('/EInvoice/service'), needs: 'signedIn' },
  { method: 'GET', path: api('/EInvoice/eInvoiceListPage'), needs: [['invoice.manage', 'view']] },
  { method: 'GET', path: api('/EInvoice/:id'), needs: [['invoice.manage', 'view']] },
  { method: 'GET', path: api('/User/sessions'), needs: [['user.manage', 'approve']], checker: true },
  { method: 'POST', path: api('/User/sessions/end-all'), needs: [['user.manage', 'approve']], checker: true },
  { method: 'POST', path: api('/EInvoice/cancel'), needs: [['invoice.manage', 'status']], checker: true },
  { method: 'POST', path: api('/EInvoice/resubmit'), needs: [['invoice.manage', 'update']] },
  { method: 'GET', path: api('/EInvoice/supplier'), needs: 'signedIn' },
  // The consolidated e-invoice (CONSOLIDATION_FUNCTIONS): staff only; approving needs a Checker.
  { method: 'GET', path: api('/EInvoice/consolidated'), needs: CONSOLIDATION },
  { method: 'GET', path: api('/EInvoice/consolidated/:id'), needs: CONSOLIDATION },
  {
    method: 'POST',
    path: api('/EInvoice/consolidated/prepare'),
    needs: [['invoice.einvoices', 'create']],
  },
  {
    method: 'POST',
    path: api('/EInvoice/consolidated/submit'),
    needs: [['invoice.einvoices', 'approve']],
    checker: true,
  },
  {
    method: 'POST',
    path: api('/EInvoice/supplier/propose'),
    needs: [['invoice.eInvoiceSettings', 'update']],
    checker: true,
  },
  {
    method: 'POST',
    path: api('/EInvoice/supplier/approval'),
    needs: [['invoice.eInvoiceSettings', 'approve']],
    checker: true,
  },
  { method: 'GET', path: api('/Account/second-factor'), needs: 'signedIn' },
  { method: 'POST', path: api('/Account/second-factor/setup'), needs: 'signedIn' },
  { method: 'POST', path: api('/Account/second-factor/confirm'), needs: 'signedIn' },
  { method: 'POST', path: api('/Account/second-factor/recovery-codes'), needs: 'signedIn' },
  { method: 'POST', path: api('/Account/second-factor/disable'), needs: 'signedIn' },

  { method: 'GET', path: api('/Dashboard/recentActivity'), needs: [['dashboard', 'view']] },
  { method: 'GET', path: api('/Merchant/merchantListPage'), needs: [['merchant.list', 'view']] },
  { method: 'GET', path: api('/Merchant/pendingMerchantListPage'), needs: [['merchant.pending', 'view']] },
  {
    method: 'GET',
    path: api('/Merchant/merchantDropDown'),
    needs: [
      ['merchant.list', 'view'],
      ['user.create', 'create'],
      ['user.manage', 'update'],
    ],
  },
  { method: 'GET', path: api('/Merchant/:id'), needs: VIEW_MERCHANT },
  { method: 'GET', path: api('/Merchant/:id/history'), needs: VIEW_MERCHANT },
  { method: 'POST', path: api('/Merchant/create'), needs: [['merchant.create', 'create']] },
  { method: 'POST', path: api('/Merchant/update'), needs: [['merchant.list', 'update']] },
  { method: 'POST', path: api('/Merchant/status/update'), needs: [['merchant.list', 'status']] },
  {
    method: 'POST',
    path: api('/Merchant/approval'),
    needs: [['merchant.pending', 'approve']],
    checker: true,
  },
  {
    method: 'GET',
    path: api('/Organization/registrations'),
    needs: [['organization.approval', 'view']],
  },
  {
    method: 'POST',
    path: api('/Organization/approve'),
    needs: [['organization.approval', 'approve']],
    checker: true,
  },
  {
    method: 'POST',
    path: api('/Organization/reject'),
    needs: [['organization.approval', 'approve']],
    checker: true,
  },
  { method: 'GET', path: api('/User/userList'), needs: [['user.manage', 'view']] },
  { method: 'GET', path: api('/Invoice/invoiceListPage'), needs: [['invoice.manage', 'view']] },
  { method: 'GET', path: api('/Invoice/:id'), needs: [['invoice.manage', 'view']] },
  { method: 'GET', path: api('/Invoice/:id/history'), needs: [['invoice.manage', 'view']] },
  {
    method: 'GET',
    path: api('/Invoice/adjustmentEnquiry'),
    needs: [
      ['invoice.adjustment', 'view'],
      ['invoice.notes', 'view'],
    ],
  },
  { method: 'POST', path: api('/Invoice/create'), needs: [['invoice.manage', 'create']] },
  { method: 'POST', path: api('/Invoice/update'), needs: [['invoice.manage', 'update']] },
  { method: 'POST', path: api('/Invoice/issue'), needs: [['invoice.manage', 'update']] },
  { method: 'POST', path: api('/Invoice/deactivate'), needs: [['invoice.manage', 'status']] },
  { method: 'POST', path: api('/CreditNote/create'), needs: [['invoice.notes', 'create']] },
  { method: 'POST', path: api('/CreditNote/deactivate'), needs: [['invoice.notes', 'status']] },
  { method: 'POST', path: api('/DebitNote/create'), needs: [['invoice.notes', 'create']] },
  { method: 'POST', path: api('/DebitNote/deactivate'), needs: [['invoice.notes', 'status']] },
  { method: 'GET', path: api('/Credit/topUpListPage'), needs: VIEW_TOP_UPS },
  { method: 'GET', path: api('/Credit/topUp/:id'), needs: VIEW_TOP_UPS },
  { method: 'GET', path: api('/Credit/slip/:id'), needs: VIEW_TOP_UPS, answersFile: true },
  { method: 'GET', path: api('/Credit/historyListPage'), needs: VIEW_CREDIT_HISTORY },
  // The top-up screen shows the balance it adds to: top-up viewers read the account too.
  {
    method: 'GET',
    path: api('/Credit/accountListPage'),
    needs: [...VIEW_CREDIT_HISTORY, ['credit.topup', 'view']],
  },
  {
    method: 'GET',
    path: api('/Credit/account/:merchantId'),
    needs: [...VIEW_CREDIT_HISTORY, ['credit.topup', 'view']],
  },
  { method: 'POST', path: api('/Credit/topUp'), needs: [['credit.topup', 'create']] },
  { method: 'POST', path: api('/Credit/approve'), needs: DECIDE_CREDIT, checker: true },
  { method: 'POST', path: api('/Credit/reject'), needs: DECIDE_CREDIT, checker: true },
  { method: 'POST', path: api('/Credit/undo'), needs: DECIDE_CREDIT, checker: true },
  { method: 'POST', path: api('/Credit/cancel'), needs: [['credit.topup', 'status']] },
  { method: 'POST', path: api('/Credit/adjustLimit'), needs: [['credit.management', 'update']] },
  { method: 'POST', path: api('/Credit/approveLimit'), needs: DECIDE_CREDIT, checker: true },
  { method: 'POST', path: api('/Credit/rejectLimit'), needs: DECIDE_CREDIT, checker: true },
  { method: 'POST', path: api('/Credit/redeem'), needs: [['booking.list', 'update']] },
  // Clients: CLIENT_FUNCTIONS; merchant roles only their merchant's clients.
  { method: 'GET', path: api('/Client/clientListPage'), needs: [['client.list', 'view']] },
  { method: 'GET', path: api('/Client/logo/:id'), needs: [['client.list', 'view']], answersFile: true },
  { method: 'GET', path: api('/Client/:id'), needs: [['client.list', 'view']] },
  { method: 'POST', path: api('/Client/create'), needs: [['client.create', 'create']] },
  { method: 'POST', path: api('/Client/update'), needs: [['client.list', 'update']] },
  { method: 'POST', path: api('/Client/status/update'), needs: [['client.list', 'status']] },
  // Markups: MARKUP_FUNCTIONS; staff define them, merchant roles see those for them.
  { method: 'GET', path: api('/Markup/markupListPage'), needs: [['markup.list', 'view']] },
  { method: 'GET', path: api('/Markup/:id'), needs: [['markup.list', 'view']] },
  { method: 'POST', path: api('/Markup/create'), needs: [['markup.create', 'create']] },
  { method: 'POST', path: api('/Markup/update'), needs: [['markup.list', 'update']] },
  { method: 'POST', path: api('/Markup/status/update'), needs: [['markup.list', 'status']] },
  { method: 'POST', path: api('/Markup/quote'), needs: [['markup.list', 'view']] },
  // Notifications: every signed-in user, each only their own rows (docs/security.md).
  { method: 'GET', path: api('/Notification/notificationListPage'), needs: 'signedIn' },
  { method: 'GET', path: api('/Notification/:id'), needs: 'signedIn' },
  { method: 'POST', path: api('/Notification/read'), needs: 'signedIn' },
  { method: 'POST', path: api('/Notification/read-all'), needs: 'signedIn' },
  { method: 'GET', path: api('/Case/caseListPage'), needs: [['support.cases', 'view']] },
  { method: 'GET', path: api('/Case/:id'), needs: [['support.cases', 'view']] },
  { method: 'GET', path: api('/Case/attachment/:id'), needs: [['support.cases', 'view']], answersFile: true },
  { method: 'POST', path: api('/Case/create'), needs: [['support.cases', 'create']] },
  { method: 'POST', path: api('/Case/reply'), needs: [['support.cases', 'reply']] },
  {
    method: 'POST',
    path: api('/Case/status/update'),
    needs: [
      ['support.cases', 'status'],
      ['support.cases', 'assign'],
      ['support.cases', 'reply'],
    ],
  },
  { method: 'POST', path: api('/User/sign-up'), needs: [['user.create', 'create']] },
  { method: 'POST', path: api('/User/update'), needs: [['user.manage', 'update']] },
  {
    method: 'POST',
    path: api('/User/second-factor/reset'),
    needs: [['user.manage', 'approve']],
    checker: true,
  },
  {
    method: 'POST',
    path: api('/User/approval'),
    needs: [['user.manage', 'approve']],
    checker: true,
  },
  {
    method: 'POST',
    path: api('/User/status/update'),
    needs: [
      ['user.manage', 'status'],
      ['user.manage', 'delete'],
    ],
  },
  {
    method: 'POST',
    path: api('/Account/send-first-time-login'),
    needs: [
      ['user.manage', 'update'],
      ['user.create', 'create'],
    ],
  },
  { method: 'GET', path: api('/UAC/getrolelist'), needs: VIEW_ACCESS },
  {
    method: 'GET',
    path: api('/UAC/getroledropdown'),
    needs: [['user.create', 'create'], ['user.manage', 'view'], ...VIEW_ACCESS],
  },
  { method: 'GET', path: api('/UAC/menu'), needs: VIEW_ACCESS },
  { method: 'GET', path: api('/UAC/:role'), needs: VIEW_ACCESS },
  { method: 'POST', path: api('/UAC/createrole'), needs: [['access.uac', 'create']] },
  { method: 'POST', path: api('/UAC/updaterole'), needs: [['access.uac', 'update']] },
  { method: 'POST', path: api('/UAC/save'), needs: [['access.uac', 'update']] },
  { method: 'POST', path: api('/FAC/save'), needs: [['access.fac', 'update']] },
  { method: 'GET', path: api('/Menu/getcategory'), needs: [['access.uac', 'view']] },
  { method: 'POST', path: api('/Menu/:id'), needs: [['access.uac', 'view']] },
  { method: 'PUT', path: api('/Menu/save'), needs: [['access.uac', 'update']] },
];

/** An area's generic reads (entity-routes.ts, `areaRoutes`): whoever may view its menu item. */
const AREA_READ_CALLS: readonly CallRequirement[] = AREA_READS.flatMap(({ descriptor }) => {
  if (descriptor.menuKey === null)
    throw new Error(`${descriptor.entity} names no menu item to guard its reads`);
  const needs: Need[] = [[descriptor.menuKey, 'view']];
  return [
    { method: 'GET', path: api(`/${descriptor.area}/${listPathOf(descriptor)}`), needs },
    { method: 'GET', path: api(`/${descriptor.area}/:id`), needs },
  ];
});

export const CALL_REQUIREMENTS: readonly CallRequirement[] = [...WRITTEN_OUT, ...AREA_READ_CALLS];

/** Whether `caller` may get a successful answer from `call`. */
export function mayCall(call: CallRequirement, caller: Caller): boolean {
  if (call.needs === 'public') return true;
  if (!caller) return false;
  if (call.needs === 'signedIn') return true;
  return isAllowedAny(caller.permissions, call.needs) && (!call.checker || caller.isChecker);
}

const segmentsMatch = (pattern: string, path: string) => {
  const expected = pattern.split('/');
  const actual = path.split('/');
  return (
    expected.length === actual.length &&
    expected.every((part, i) => part.startsWith(':') || part === actual[i])
  );
};

/**
 * The requirement of a concrete request (`/api/v1/bo/Merchant/4f…`), or of a route pattern.
 * Fixed segments win over parameters, as in the routers (`/UAC/menu` before `/UAC/:role`).
 */
export function findCall(method: string, path: string): CallRequirement | undefined {
  const candidates = CALL_REQUIREMENTS.filter(
    (call) => call.method === method.toUpperCase() && segmentsMatch(call.path, path),
  );
  return (
    candidates.find((call) => call.path === path) ??
    candidates.find((call) => !call.path.includes(':')) ??
    candidates[0]
  );
}
