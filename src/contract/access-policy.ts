/**
 * The access policy (docs/security.md, "One policy"): per mirrored entity, which function
 * permissions view it, which rows and fields each caller receives, which export it, which change
 * it (create, update, status, approve: each call's `*_FUNCTIONS` grant, permissions.ts) and the
 * self rules its changes obey. The server applies the reading rules to the list and get calls, to
 * every row and field of the download (the pull), and binds the device copy to them; each
 * change's call is guarded by its grant listed here (route-access.test.ts checks every route
 * against this table); the app reads the same table to decide what to offer and refuses an export
 * of the device copy it does not allow.
 *
 * A merchant-scoped caller (a merchant's user) only ever receives their merchant's rows on top of
 * this (the descriptor's `scope`, server/lib/scope.ts).
 */
import type { FunctionAction, Permissions } from './permissions';
import {
  isAllowedAny,
  CASE_FUNCTIONS,
  CLIENT_FUNCTIONS,
  CREDIT_FUNCTIONS,
  INVOICE_FUNCTIONS,
  MARKUP_FUNCTIONS,
  MERCHANT_FUNCTIONS,
  ROLE_FUNCTIONS,
  USER_FUNCTIONS,
} from './permissions';
import type { SyncEntity } from './entities';
import { CONSOLIDATION_FUNCTIONS } from './e-invoice/consolidation';

export type Grant = readonly [menuKey: string, action: FunctionAction];

/**
 * Which rows of an entity a caller who may not view it still receives:
 * - `none`: nothing;
 * - `own-role`: the caller's own role (the grants the device needs to shape its screens);
 * - `assignable-roles`: the roles the caller may give a user (merchant callers: merchant roles),
 *   and their own;
 * - `recipient`: only the rows addressed to the caller (the policy's `recipient` field), whatever
 *   their grants.
 */
export type RowsRule = 'none' | 'own-role' | 'assignable-roles' | 'recipient';

export type WriteKind = 'create' | 'update' | 'status' | 'approve';

/**
 * Rules about oneself, each enforced by the entity's own pure rule (named in docs/security.md):
 * - `decide-own`: its approvals need a staff Checker who neither proposed the change nor is the
 *   subject of it (merchant-transitions, user-approval, credit-rules, organization approval);
 * - `own-access`: nobody changes their own role, level, status, email or mobile through its
 *   calls (their email and mobile change in Account settings with a one-time password).
 */
export type SelfRule = 'decide-own' | 'own-access';

export type EntityPolicy = {
  /** Any one of these grants views every row of the entity in the caller's scope; `everyone`: all signed in. */
  view: readonly Grant[] | 'everyone';
  /** Rows for a caller without `view`: the first rule whose grants they hold, else `otherwise`. */
  partial?: { grants: readonly Grant[]; rows: RowsRule };
  otherwise?: RowsRule;
  /**
   * Fields shown only to a caller holding one of the grants; anyone else receives null in them
   * (each such field is nullable in the row schema: access-policy.test.ts checks it).
   */
  fields?: Readonly<Record<string, readonly Grant[]>>;
  /** Grants that export the entity's list (the device copy); none: nobody exports it. */
  export: readonly Grant[];
  /** The grants of the calls that change it, by kind (any one allows that call). */
  writes: Readonly<Partial<Record<WriteKind, readonly Grant[]>>>;
  self?: readonly SelfRule[];
  /**
   * The row field naming the one user a row is for (notifications): every caller, staff or
   * merchant, Super Admin included, receives and changes only the rows naming them there, in
   * lists, get by id, the pull and every change; no grant widens it (docs/security.md).
   */
  recipient?: string;
};

const ACCESS_SCREENS: readonly Grant[] = [ROLE_FUNCTIONS.viewMenus, ROLE_FUNCTIONS.viewFunctions];

export const ACCESS_POLICY: Readonly<Record<SyncEntity, EntityPolicy>> = {
  merchants: {
    view: [MERCHANT_FUNCTIONS.view, MERCHANT_FUNCTIONS.viewPending],
    export: [MERCHANT_FUNCTIONS.export],
    // An approved merchant's edit is a proposal a Checker applies (docs/security.md).
    writes: {
      create: [MERCHANT_FUNCTIONS.create],
      update: [MERCHANT_FUNCTIONS.update],
      status: [MERCHANT_FUNCTIONS.status],
      approve: [MERCHANT_FUNCTIONS.decide],
    },
    self: ['decide-own'],
  },
  users: {
    view: [USER_FUNCTIONS.view],
    // Identity card numbers (NRIC, passport) are personal data under the PDPA: only those who
    // maintain user records see them.
    fields: { idType: [['user.manage', 'update']], idNumber: [['user.manage', 'update']] },
    export: [USER_FUNCTIONS.export],
    // A staff user's level or role, and another user's email, wait for a Checker.
    writes: {
      create: [USER_FUNCTIONS.create],
      update: [USER_FUNCTIONS.update],
      status: [USER_FUNCTIONS.status, USER_FUNCTIONS.delete],
      approve: [USER_FUNCTIONS.decide],
    },
    self: ['decide-own', 'own-access'],
  },
  // Paying a booking with credit is its one change (Credit/redeem).
  bookings: {
    view: [['booking.list', 'view']],
    export: [['booking.list', 'export']],
    writes: { update: [CREDIT_FUNCTIONS.redeem] },
  },
  invoices: {
    view: [INVOICE_FUNCTIONS.view],
    export: [['invoice.manage', 'export']],
    writes: {
      create: [INVOICE_FUNCTIONS.create],
      update: [INVOICE_FUNCTIONS.update, INVOICE_FUNCTIONS.issue],
      status: [INVOICE_FUNCTIONS.deactivate],
    },
  },
  invoiceNotes: {
    view: [INVOICE_FUNCTIONS.enquire, ['invoice.notes', 'view']],
    export: [
      ['invoice.notes', 'export'],
      ['invoice.adjustment', 'export'],
    ],
    writes: { create: [INVOICE_FUNCTIONS.createNote], status: [INVOICE_FUNCTIONS.deactivateNote] },
  },
  topUps: {
    view: [CREDIT_FUNCTIONS.viewTopUps, CREDIT_FUNCTIONS.manage],
    export: [
      ['credit.topup', 'export'],
      ['credit.management', 'export'],
    ],
    writes: {
      create: [CREDIT_FUNCTIONS.topUp],
      status: [CREDIT_FUNCTIONS.cancelTopUp],
      approve: [CREDIT_FUNCTIONS.decide],
    },
    self: ['decide-own'],
  },
  // Entries are written only by the commands of top-ups, limits and payments, never directly.
  creditEntries: {
    view: [CREDIT_FUNCTIONS.viewHistory, CREDIT_FUNCTIONS.manage],
    export: [CREDIT_FUNCTIONS.exportHistory, ['credit.management', 'export']],
    writes: {},
  },
  creditAccounts: {
    // The top-up screen shows the balance it adds to.
    view: [CREDIT_FUNCTIONS.viewHistory, CREDIT_FUNCTIONS.manage, CREDIT_FUNCTIONS.viewTopUps],
    export: [CREDIT_FUNCTIONS.exportHistory, ['credit.management', 'export']],
    // A credit-limit change is a proposal a Checker decides.
    writes: { update: [CREDIT_FUNCTIONS.proposeLimit], approve: [CREDIT_FUNCTIONS.decide] },
    self: ['decide-own'],
  },
  // An issued document's MyInvois state: whoever views invoices views it; the submission job
  // writes it; cancelling a valid one is the invoice's status grant (EInvoice/cancel), and sending a
  // document's e-invoice again after a fix is the invoice's issue grant (EInvoice/resubmit). The
  // monthly consolidated e-invoice is staff work on the e-Invoices item: prepared with `create`,
  // approved and submitted with `approve` by a staff Checker who did not prepare it.
  eInvoices: {
    view: [INVOICE_FUNCTIONS.view],
    export: [['invoice.manage', 'export']],
    writes: {
      create: [CONSOLIDATION_FUNCTIONS.prepare],
      update: [INVOICE_FUNCTIONS.issue],
      status: [INVOICE_FUNCTIONS.deactivate],
      approve: [CONSOLIDATION_FUNCTIONS.submit],
    },
    self: ['decide-own'],
  },
  clients: {
    view: [CLIENT_FUNCTIONS.view],
    export: [CLIENT_FUNCTIONS.export],
    writes: {
      create: [CLIENT_FUNCTIONS.create],
      update: [CLIENT_FUNCTIONS.update],
      status: [CLIENT_FUNCTIONS.status],
    },
  },
  // Markups are staff work: a merchant caller is refused whatever its grants (docs/ARCHITECTURE.md).
  markups: {
    view: [MARKUP_FUNCTIONS.view],
    export: [MARKUP_FUNCTIONS.export],
    writes: {
      create: [MARKUP_FUNCTIONS.create],
      update: [MARKUP_FUNCTIONS.update],
      status: [MARKUP_FUNCTIONS.status],
    },
  },
  cases: {
    view: [CASE_FUNCTIONS.view],
    export: [CASE_FUNCTIONS.export],
    writes: {
      create: [CASE_FUNCTIONS.create],
      update: [CASE_FUNCTIONS.reply],
      status: [CASE_FUNCTIONS.status, CASE_FUNCTIONS.assign, CASE_FUNCTIONS.reply],
    },
  },
  roles: {
    view: ACCESS_SCREENS,
    // The user forms offer the roles a caller may give (UAC/getroledropdown's rule).
    partial: {
      grants: [
        ['user.create', 'create'],
        ['user.manage', 'view'],
      ],
      rows: 'assignable-roles',
    },
    otherwise: 'own-role',
    export: [],
    // Nobody gives more than they hold, nor changes their own role's grants beyond it.
    writes: {
      create: [ROLE_FUNCTIONS.create],
      update: [ROLE_FUNCTIONS.update, ROLE_FUNCTIONS.saveFunctions],
    },
  },
  // Each user's own: no permission shows or marks another user's notifications. Reading them
  // needs no grant; marking one's own read is every signed-in user's (Notification/read).
  notifications: { view: 'everyone', recipient: 'userId', export: [], writes: {} },
  // The navigation catalog: names and paths, no data; each user's menu is cut by their grants.
  menu: { view: 'everyone', export: [], writes: { update: [ROLE_FUNCTIONS.update] } },
};

/** How much of an entity a caller receives: all rows (in scope), some, or none; and hidden fields. */
export type EntityAccess = { rows: 'all' | RowsRule; hiddenFields: readonly string[] };

export function mayView(permissions: Permissions, entity: SyncEntity): boolean {
  const { view } = ACCESS_POLICY[entity];
  return view === 'everyone' || isAllowedAny(permissions, view);
}

export function entityAccess(permissions: Permissions, entity: SyncEntity): EntityAccess {
  const policy = ACCESS_POLICY[entity];
  const hiddenFields = Object.entries(policy.fields ?? {})
    .filter(([, grants]) => !isAllowedAny(permissions, grants))
    .map(([field]) => field);
  if (policy.recipient !== undefined) return { rows: 'recipient', hiddenFields };
  if (mayView(permissions, entity)) return { rows: 'all', hiddenFields };
  if (policy.partial && isAllowedAny(permissions, policy.partial.grants)) {
    return { rows: policy.partial.rows, hiddenFields };
  }
  return { rows: policy.otherwise ?? 'none', hiddenFields };
}

export function mayExport(permissions: Permissions, entity: SyncEntity): boolean {
  return mayView(permissions, entity) && isAllowedAny(permissions, ACCESS_POLICY[entity].export);
}

/** May the caller make a change of this kind to the entity (before its four-eyes and self rules)? */
export function mayWrite(permissions: Permissions, entity: SyncEntity, kind: WriteKind): boolean {
  const grants = ACCESS_POLICY[entity].writes[kind];
  return grants !== undefined && isAllowedAny(permissions, grants);
}
