/**
 * What may be done to a service request, as ONE pure function shared by the server (which refuses)
 * and the app (which offers only what is allowed). docs/ARCHITECTURE.md, Cases.
 *
 * - Staff with FAC `status` move Open → In progress → Resolved → Closed, and Open → Resolved.
 *   Closed is reached only from Resolved.
 * - The requester may reopen a Resolved case (→ Open) within CASE_REOPEN_DAYS of `resolvedAt`, or
 *   close it (→ Closed).
 * - Staff with FAC `reply` reply on any case; a merchant user with `reply` on its merchant's cases.
 * - Staff with FAC `assign` assign a case (to a staff user: the server checks the assignee).
 * - Nobody changes a Closed case.
 */
import type { Case, CaseStatus } from './case';
import { CASE_REOPEN_DAYS, CASE_STATUSES } from './case';
import type { MessageCode } from './messages';

export type CaseActor = {
  userId: string;
  userType: 'staff' | 'merchant';
  merchantId: string | null;
  /** The caller's FAC on `support.cases` (CASE_FUNCTIONS). */
  canReply: boolean;
  canAssign: boolean;
  canMoveStatus: boolean;
};

export type CaseAction = { kind: 'status'; to: CaseStatus } | { kind: 'reply' } | { kind: 'assign' };

export type CaseRuleRow = Pick<Case, 'status' | 'requesterId' | 'merchantId' | 'resolvedAt'>;

export type CaseBlock = { status: 403 | 409 | 422; code: MessageCode; params?: Record<string, string> };

/** The moves staff make (from → to). */
const STAFF_MOVES: Readonly<Record<CaseStatus, readonly CaseStatus[]>> = {
  Open: ['In progress', 'Resolved'],
  'In progress': ['Resolved'],
  Resolved: ['Closed'],
  Closed: [],
};

const DAY_MS = 86_400_000;

/** Is a case resolved at `resolvedAt` still within the requester's reopening window at `now`? */
export function isWithinReopenWindow(resolvedAt: string | null, now: Date): boolean {
  if (resolvedAt === null) return false;
  const resolved = Date.parse(resolvedAt);
  return !Number.isNaN(resolved) && now.getTime() - resolved <= CASE_REOPEN_DAYS * DAY_MS;
}

const forbidden: CaseBlock = { status: 403, code: 'error.forbidden' };

function statusBlock(actor: CaseActor, row: CaseRuleRow, to: CaseStatus, now: Date): CaseBlock | null {
  const isRequester = actor.userId === row.requesterId;
  if (actor.userType === 'staff' && actor.canMoveStatus && STAFF_MOVES[row.status].includes(to)) return null;
  if (isRequester && row.status === 'Resolved' && to === 'Closed') return null;
  if (isRequester && row.status === 'Resolved' && to === 'Open') {
    return isWithinReopenWindow(row.resolvedAt, now)
      ? null
      : { status: 409, code: 'case.reopenExpired', params: { days: String(CASE_REOPEN_DAYS) } };
  }
  if (!isRequester && !(actor.userType === 'staff' && actor.canMoveStatus)) return forbidden;
  return { status: 409, code: 'case.transitionNotAllowed', params: { from: row.status, to } };
}

/**
 * Why `actor` may not do `action` to `row` at `now`, or null when it may. The caller has already
 * scoped the row (a merchant user never reaches another merchant's case: 404).
 */
export function caseActionBlock(
  actor: CaseActor,
  row: CaseRuleRow,
  action: CaseAction,
  now: Date,
): CaseBlock | null {
  if (row.status === 'Closed') return { status: 409, code: 'case.closed' };
  switch (action.kind) {
    case 'reply':
      if (!actor.canReply) return forbidden;
      if (actor.userType === 'staff') return null;
      return actor.merchantId !== null && actor.merchantId === row.merchantId ? null : forbidden;
    case 'assign':
      return actor.userType === 'staff' && actor.canAssign ? null : forbidden;
    case 'status':
      return statusBlock(actor, row, action.to, now);
  }
}

/** The statuses `actor` may move `row` to now (what the case screen offers). */
export function allowedCaseStatuses(actor: CaseActor, row: CaseRuleRow, now: Date): CaseStatus[] {
  return CASE_STATUSES.filter(
    (to) => to !== row.status && caseActionBlock(actor, row, { kind: 'status', to }, now) === null,
  );
}
