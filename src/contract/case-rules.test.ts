/** The case state rules as one table: every actor × status × action (docs/ARCHITECTURE.md, Cases). */
import { describe, expect, it } from 'vitest';
import type { CaseStatus } from './case';
import { CASE_STATUSES } from './case';
import type { CaseAction, CaseActor, CaseRuleRow } from './case-rules';
import { allowedCaseStatuses, caseActionBlock, isWithinReopenWindow } from './case-rules';

const MERCHANT = '00000000-0000-4000-8000-0000000000aa';
const OTHER_MERCHANT = '00000000-0000-4000-8000-0000000000bb';
const REQUESTER = '00000000-0000-4000-8000-000000000001';
const now = new Date('2026-03-10T00:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

const actors = {
  staff: {
    userId: 'staff',
    userType: 'staff',
    merchantId: null,
    canReply: true,
    canAssign: true,
    canMoveStatus: true,
  },
  staffViewer: {
    userId: 'viewer',
    userType: 'staff',
    merchantId: null,
    canReply: false,
    canAssign: false,
    canMoveStatus: false,
  },
  requester: {
    userId: REQUESTER,
    userType: 'merchant',
    merchantId: MERCHANT,
    canReply: true,
    canAssign: false,
    canMoveStatus: false,
  },
  colleague: {
    userId: 'colleague',
    userType: 'merchant',
    merchantId: MERCHANT,
    canReply: true,
    canAssign: false,
    canMoveStatus: false,
  },
  stranger: {
    userId: 'stranger',
    userType: 'merchant',
    merchantId: OTHER_MERCHANT,
    canReply: true,
    canAssign: true,
    canMoveStatus: true,
  },
} satisfies Record<string, CaseActor>;

const row = (status: CaseStatus, resolvedDaysAgo: number | null = null): CaseRuleRow => ({
  status,
  requesterId: REQUESTER,
  merchantId: MERCHANT,
  resolvedAt: resolvedDaysAgo === null ? null : daysAgo(resolvedDaysAgo),
});

/** [actor, from, to, expected code (null: allowed)], resolved 1 day ago where Resolved. */
const statusTable: [keyof typeof actors, CaseStatus, CaseStatus, string | null][] = [
  ['staff', 'Open', 'In progress', null],
  ['staff', 'Open', 'Resolved', null],
  ['staff', 'Open', 'Closed', 'case.transitionNotAllowed'],
  ['staff', 'In progress', 'Resolved', null],
  ['staff', 'In progress', 'Open', 'case.transitionNotAllowed'],
  ['staff', 'In progress', 'Closed', 'case.transitionNotAllowed'],
  ['staff', 'Resolved', 'Closed', null],
  ['staff', 'Resolved', 'Open', 'case.transitionNotAllowed'],
  ['staff', 'Resolved', 'In progress', 'case.transitionNotAllowed'],
  ['staff', 'Closed', 'Open', 'case.closed'],
  ['staff', 'Closed', 'Resolved', 'case.closed'],
  ['staffViewer', 'Open', 'In progress', 'error.forbidden'],
  ['staffViewer', 'Resolved', 'Closed', 'error.forbidden'],
  ['requester', 'Resolved', 'Open', null],
  ['requester', 'Resolved', 'Closed', null],
  ['requester', 'Resolved', 'In progress', 'case.transitionNotAllowed'],
  ['requester', 'Open', 'In progress', 'case.transitionNotAllowed'],
  ['requester', 'Open', 'Resolved', 'case.transitionNotAllowed'],
  ['requester', 'In progress', 'Resolved', 'case.transitionNotAllowed'],
  ['requester', 'Closed', 'Open', 'case.closed'],
  ['colleague', 'Resolved', 'Open', 'error.forbidden'],
  ['colleague', 'Resolved', 'Closed', 'error.forbidden'],
  ['colleague', 'Open', 'In progress', 'error.forbidden'],
  ['stranger', 'Open', 'In progress', 'error.forbidden'],
  ['stranger', 'Resolved', 'Open', 'error.forbidden'],
];

describe('caseActionBlock: status', () => {
  it.each(statusTable)('%s moves %s → %s: %s', (actor, from, to, expected) => {
    const block = caseActionBlock(
      actors[actor],
      row(from, from === 'Resolved' ? 1 : null),
      { kind: 'status', to },
      now,
    );
    expect(block?.code ?? null).toBe(expected);
  });

  it('covers every actor × from × to pair without throwing, and a Closed case never moves', () => {
    for (const actor of Object.values(actors)) {
      for (const from of CASE_STATUSES) {
        for (const to of CASE_STATUSES) {
          const block = caseActionBlock(actor, row(from, 1), { kind: 'status', to }, now);
          if (from === 'Closed') expect(block?.code).toBe('case.closed');
          if (to === 'Closed' && from !== 'Resolved') expect(block).not.toBeNull();
        }
      }
    }
  });

  it.each([
    [0, null],
    [6.99, null],
    [7, null],
    [7.01, 'case.reopenExpired'],
    [30, 'case.reopenExpired'],
  ])('the requester reopens a case resolved %s days ago: %s', (days, expected) => {
    const block = caseActionBlock(
      actors.requester,
      row('Resolved', days),
      { kind: 'status', to: 'Open' },
      now,
    );
    expect(block?.code ?? null).toBe(expected);
    if (expected) expect(block).toMatchObject({ status: 409, params: { days: '7' } });
  });

  it('a Resolved case with no resolvedAt cannot be reopened (closing still works)', () => {
    const unknown = { ...row('Resolved'), resolvedAt: null };
    expect(caseActionBlock(actors.requester, unknown, { kind: 'status', to: 'Open' }, now)?.code).toBe(
      'case.reopenExpired',
    );
    expect(caseActionBlock(actors.requester, unknown, { kind: 'status', to: 'Closed' }, now)).toBeNull();
  });

  it('a staff requester has the staff moves and the requester ones', () => {
    const staffRequester = { ...actors.staff, userId: REQUESTER };
    expect(allowedCaseStatuses(staffRequester, row('Resolved', 2), now)).toEqual(['Open', 'Closed']);
  });
});

describe('caseActionBlock: reply and assign', () => {
  const table: [keyof typeof actors, CaseAction['kind'], CaseStatus, string | null][] = [
    ['staff', 'reply', 'Open', null],
    ['staff', 'reply', 'Resolved', null],
    ['staff', 'reply', 'Closed', 'case.closed'],
    ['staffViewer', 'reply', 'Open', 'error.forbidden'],
    ['requester', 'reply', 'In progress', null],
    ['requester', 'reply', 'Closed', 'case.closed'],
    ['colleague', 'reply', 'Open', null],
    ['stranger', 'reply', 'Open', 'error.forbidden'],
    ['staff', 'assign', 'Open', null],
    ['staff', 'assign', 'Resolved', null],
    ['staff', 'assign', 'Closed', 'case.closed'],
    ['staffViewer', 'assign', 'Open', 'error.forbidden'],
    ['requester', 'assign', 'Open', 'error.forbidden'],
    ['stranger', 'assign', 'Open', 'error.forbidden'],
  ];
  it.each(table)('%s %s on %s: %s', (actor, kind, status, expected) => {
    const action = { kind } as CaseAction;
    expect(caseActionBlock(actors[actor], row(status, 1), action, now)?.code ?? null).toBe(expected);
  });

  it('a merchant user without FAC reply cannot reply even on its own case', () => {
    const mute = { ...actors.requester, canReply: false };
    expect(caseActionBlock(mute, row('Open'), { kind: 'reply' }, now)?.code).toBe('error.forbidden');
  });
});

describe('allowedCaseStatuses', () => {
  it.each([
    ['staff', 'Open', 1, ['In progress', 'Resolved']],
    ['staff', 'In progress', 1, ['Resolved']],
    ['staff', 'Resolved', 1, ['Closed']],
    ['staff', 'Closed', 1, []],
    ['requester', 'Resolved', 1, ['Open', 'Closed']],
    ['requester', 'Resolved', 8, ['Closed']],
    ['requester', 'Open', 1, []],
    ['colleague', 'Resolved', 1, []],
  ] as const)('%s on %s (resolved %s days ago): %j', (actor, status, days, expected) => {
    expect(allowedCaseStatuses(actors[actor], row(status, days), now)).toEqual(expected);
  });
});

describe('isWithinReopenWindow', () => {
  it('is false for an unreadable or missing time', () => {
    expect(isWithinReopenWindow(null, now)).toBe(false);
    expect(isWithinReopenWindow('not a date', now)).toBe(false);
  });
});
