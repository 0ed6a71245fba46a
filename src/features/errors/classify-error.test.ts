import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import { AccessDeniedError } from '../../lib/errors/access-denied';
import { classifyError } from './classify-error';

describe('classifyError', () => {
  it('shows a denied route as 401', () => {
    expect(classifyError(new AccessDeniedError('/uac'))).toBe('unauthorized');
    expect(classifyError(new ApiError('http', 403, 'no'))).toBe('unauthorized');
  });

  it('shows a server failure as 500', () => {
    expect(classifyError(new ApiError('http', 500, 'boom'))).toBe('server');
    expect(classifyError(new ApiError('http', 503, 'down'))).toBe('server');
  });

  it('shows anything else as the generic error', () => {
    expect(classifyError(new Error('bug'))).toBe('other');
    expect(classifyError(new ApiError('network', 0, 'offline'))).toBe('other');
    expect(classifyError(new ApiError('http', 422, 'invalid'))).toBe('other');
  });
});
