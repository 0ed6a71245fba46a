import { ApiError } from '../../lib/api/api-error';
import { isAccessDenied } from '../../lib/errors/access-denied';

export type ErrorKind = 'unauthorized' | 'server' | 'other';

/** Which error page an error raised during navigation gets. */
export function classifyError(error: unknown): ErrorKind {
  if (isAccessDenied(error)) return 'unauthorized';
  if (error instanceof ApiError && error.kind === 'http') {
    if (error.status === 401 || error.status === 403) return 'unauthorized';
    if (error.status >= 500) return 'server';
  }
  return 'other';
}
