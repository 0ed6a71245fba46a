import { describe, expect, it } from 'vitest';
import { fourEyesRefusal, isChecker } from './four-eyes';

const checker = { userID: 'c-1', userType: 'staff', level: 'Checker' } as const;
const maker = { userID: 'm-1', userType: 'staff', level: 'Maker' } as const;
const merchantChecker = { userID: 'u-1', userType: 'merchant', level: 'Checker' } as const;

describe('four eyes: a staff Checker decides what someone else proposed', () => {
  it('lets only a staff Checker decide', () => {
    expect([isChecker(checker), isChecker(maker), isChecker(merchantChecker)]).toEqual([true, false, false]);
    expect(fourEyesRefusal(maker, 'x')).toBe('notChecker');
    expect(fourEyesRefusal(merchantChecker, 'x')).toBe('notChecker');
  });

  it('never lets the proposer decide their own change', () => {
    expect(fourEyesRefusal(checker, 'c-1')).toBe('ownProposal');
    expect(fourEyesRefusal(checker, 'm-1')).toBeNull();
    expect(fourEyesRefusal(checker, null)).toBeNull();
  });

  it('answers a Maker the same whoever proposed the change', () => {
    expect(fourEyesRefusal(maker, 'm-1')).toBe('notChecker');
  });
});
