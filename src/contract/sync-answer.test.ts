import { describe, expect, it } from 'vitest';
import { classifyOpAnswer } from './sync-answer';

describe('classifyOpAnswer', () => {
  it.each([
    [200, null, 'accepted'],
    [201, null, 'accepted'],
    [0, null, 'retry'],
    [500, 'error.unexpected', 'retry'],
    [503, null, 'retry'],
    [408, null, 'retry'],
    [429, 'auth.rateLimited', 'retry'],
    [409, 'idempotency.inProgress', 'retry'],
    [401, 'auth.required', 'unauthorized'],
    [409, 'sync.conflict', 'conflict'],
    [409, 'merchant.notApproved', 'refused'],
    [400, 'error.badRequest', 'refused'],
    [403, 'error.forbidden', 'refused'],
    [404, 'error.notFound', 'refused'],
    [422, 'idempotency.keyReused', 'refused'],
    [422, 'error.validation', 'refused'],
  ] as const)('%i %s is %s', (status, code, kind) => {
    expect(classifyOpAnswer(status, code)).toBe(kind);
  });
});
