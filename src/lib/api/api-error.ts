import type { MessageParams } from '../../contract';

/** A field the server rejected, with its message already translated. */
export type ApiFieldError = { path: string; code: string; message: string };

/** What a failed answer carried besides its message: `data` (a conflict's current row), `Retry-After`. */
export type ApiErrorDetails = { data?: unknown; retryAfterMs?: number | undefined };

export type ApiErrorKind = 'http' | 'network' | 'invalid-response';

/** A failed call. `message` is already in the user's language. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly params?: MessageParams,
    readonly fieldErrors: ApiFieldError[] = [],
    readonly details: ApiErrorDetails = {},
  ) {
    super(message);
  }

  get isOffline() {
    return this.kind === 'network';
  }
}
