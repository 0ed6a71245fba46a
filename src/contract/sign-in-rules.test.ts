import { describe, expect, it } from 'vitest';
import { attemptsLeft, MAX_SIGN_IN_ATTEMPTS, wrongPasswordMessage } from './sign-in-rules';

describe('sign-in lockout, read from MAX_SIGN_IN_ATTEMPTS', () => {
  it('warns with the tries left until the limit, then locks', () => {
    const answers = Array.from({ length: MAX_SIGN_IN_ATTEMPTS }, (_, index) =>
      wrongPasswordMessage(index + 1),
    );
    expect(answers.at(-1)).toEqual({ code: 'auth.locked' });
    expect(answers.at(-2)).toEqual({ code: 'auth.attemptsLeft1', params: { left: '1' } });
    answers.slice(0, -1).forEach((answer, index) => {
      expect(answer.params?.left).toBe(String(MAX_SIGN_IN_ATTEMPTS - index - 1));
    });
  });

  it('never counts below zero', () => {
    expect(attemptsLeft(MAX_SIGN_IN_ATTEMPTS + 2)).toBe(0);
    expect(wrongPasswordMessage(MAX_SIGN_IN_ATTEMPTS + 2).code).toBe('auth.locked');
  });
});
