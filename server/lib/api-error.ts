import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FieldError, MessageCode, MessageParams } from '../../src/contract';

/**
 * An expected failure with a contract message code. Thrown anywhere in a request; the app's error
 * handler turns it into the envelope. Anything else that is thrown is an unexpected 500.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: MessageCode,
    readonly extra: {
      params?: MessageParams;
      errors?: FieldError[];
      headers?: Record<string, string>;
    } = {},
  ) {
    super(code);
    this.name = 'ApiError';
  }
}
