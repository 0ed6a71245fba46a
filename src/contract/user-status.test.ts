import { describe, expect, it } from 'vitest';
import type { UserStatus } from './users';
import { canOfferUserAction, isListedUser, USER_ACTIONS, userStatusAfter } from './user-status';
import type { UserAction } from './user-status';

/**
 * Every status × every action. A cell is the status after the action, `null` where the action
 * is refused; "A|N" is A for a user who has set a password, N for one who never did
 * (activating a new user that was deactivated must not skip their first-time login).
 */
const TABLE: Record<UserStatus, Record<UserAction, string | null>> = {
  N: { activate: null, deactivate: 'D', delete: 'X', reset: null, firstLogin: 'A' },
  A: { activate: 'A', deactivate: 'D', delete: 'X', reset: 'A', firstLogin: null },
  D: { activate: 'A|N', deactivate: 'D', delete: 'X', reset: null, firstLogin: null },
  X: { activate: null, deactivate: null, delete: null, reset: null, firstLogin: null },
  L: { activate: 'A|N', deactivate: 'D', delete: 'X', reset: 'A', firstLogin: null },
  R: { activate: null, deactivate: 'D', delete: 'X', reset: 'A', firstLogin: null },
};

const cells = Object.entries(TABLE).flatMap(([from, row]) =>
  USER_ACTIONS.map((action) => [from as UserStatus, action, row[action]] as const),
);

describe('userStatusAfter', () => {
  it.each(cells)('%s × %s -> %s', (from, action, expected) => {
    const [withPassword, withoutPassword] = expected === 'A|N' ? ['A', 'N'] : [expected, expected];
    expect(userStatusAfter(from, action, { hasSetPassword: true })).toBe(withPassword);
    expect(userStatusAfter(from, action, { hasSetPassword: false })).toBe(withoutPassword);
  });
});

describe('canOfferUserAction', () => {
  it('offers what the table allows and changes something', () => {
    const offered = (action: UserAction) =>
      (['A', 'N', 'D', 'X', 'L', 'R'] as const).filter((status) => canOfferUserAction(status, action));
    expect(offered('activate')).toEqual(['D', 'L']);
    expect(offered('deactivate')).toEqual(['A', 'N', 'L', 'R']);
    expect(offered('delete')).toEqual(['A', 'N', 'D', 'L', 'R']);
  });
});

describe('isListedUser', () => {
  it('hides deleted users only', () => {
    const listed = (['A', 'N', 'D', 'X', 'L', 'R'] as const).filter((status) => isListedUser({ status }));
    expect(listed).toEqual(['A', 'N', 'D', 'L', 'R']);
  });
});
