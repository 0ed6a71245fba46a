/**
 * The access policy (docs/security.md, "One policy"): per mirrored entity, which function
 * permissions view it, which rows and fields each caller receives, and which permission exports
 * it. The server applies it to the list and get calls, to every row and field of the download
 * (the pull), and binds the device copy to it; the app reads the same table to decide what to
 * offer and refuses an export of the device copy it does not allow. Writes are guarded per call
 * by the `*_FUNCTIONS` grants (permissions.ts) and each area's four-eyes rule.
 *
 * A merchant-scoped caller (a merchant's user) only ever receives their merchant's rows on top of
 * this (the descriptor's `scope`, server/lib/scope.ts).
 */
import type { Permissions, FunctionAction } from './permissions';
import { isAllowedAny } from './permissions';
import {
  CASE_FUNCTIONS,
  CLIENT_FUNCTIONS,
  CREDIT_FUNCTIONS,
  INVOICE_FUNCTIONS,
  MARKUP_FUNCTIONS,
} from './permissions';
import type { SyncEntity } from './sync';

export type Grant = readonly [menuKey: string, action: FunctionAction];

/**
 * Which rows of an entity a caller who may not view it still receives:
 * - `none`: nothing;
 * - `own-role`: the caller's own role (the grants the device needs to shape its screens);
 * - `assignable-roles`: the roles the caller may give a user (merchant callers: merchant roles),
 *   and their own.
 */
export type RowsRule = 'none' | 'own-role' | 'assignable-roles';

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
};

const ACCESS_SCREENS: readonly Grant[] = [
  ['access.uac', 'view'],
  ['access.fac', 'view'],
];

export const ACCESS_POLICY: Readonly<Record<SyncEntity, EntityPolicy>> = {
  merchants: {
    view: [
      ['merchant.list', 'view'],
      ['merchant.pending', 'view'],
    ],
    export: [['merchant.list', 'export']],
  },
  users: {
    view: [['user.manage', 'view']],
    // Identity card numbers (NRIC, passport) are personal data under the PDPA: only those who
    // maintain user records see them.
    fields: { idType: [['user.manage', 'update']], idNumber: [['user.manage', 'update']] },
    export: [['user.manage', 'export']],
  },
  bookings: { view: [['booking.list', 'view']], export: [['booking.list', 'export']] },
  invoices: { view: [INVOICE_FUNCTIONS.view], export: [['invoice.manage', 'export']] },
  invoiceNotes: {
    view: [INVOICE_FUNCTIONS.enquire, ['invoice.notes', 'view']],
    export: [
      ['invoice.notes', 'export'],
      ['invoice.adjustment', 'export'],
    ],
  },
  topUps: {
    view: [CREDIT_FUNCTIONS.viewTopUps, CREDIT_FUNCTIONS.manage],
    export: [
      ['credit.topup', 'export'],
      ['credit.management', 'export'],
    ],
  },
  creditEntries: {
    view: [CREDIT_FUNCTIONS.viewHistory, CREDIT_FUNCTIONS.manage],
    export: [CREDIT_FUNCTIONS.exportHistory, ['credit.management', 'export']],
  },
  creditAccounts: {
    // The top-up screen shows the balance it adds to.
    view: [CREDIT_FUNCTIONS.viewHistory, CREDIT_FUNCTIONS.manage, CREDIT_FUNCTIONS.viewTopUps],
    export: [CREDIT_FUNCTIONS.exportHistory, ['credit.management', 'export']],
  },
  clients: { view: [CLIENT_FUNCTIONS.view], export: [CLIENT_FUNCTIONS.export] },
  markups: { view: [MARKUP_FUNCTIONS.view], export: [MARKUP_FUNCTIONS.export] },
  cases: { view: [CASE_FUNCTIONS.view], export: [CASE_FUNCTIONS.export] },
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
  },
  // The navigation catalog: names and paths, no data; each user's menu is cut by their grants.
  menu: { view: 'everyone', export: [] },
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
  if (mayView(permissions, entity)) return { rows: 'all', hiddenFields };
  if (policy.partial && isAllowedAny(permissions, policy.partial.grants)) {
    return { rows: policy.partial.rows, hiddenFields };
  }
  return { rows: policy.otherwise ?? 'none', hiddenFields };
}

export function mayExport(permissions: Permissions, entity: SyncEntity): boolean {
  return mayView(permissions, entity) && isAllowedAny(permissions, ACCESS_POLICY[entity].export);
}
