/**
 * Thrown by a route's `beforeLoad` when the signed-in user's role may not open it (UAC menu or FAC
 * function permission). The root error component renders it as the 401 page, not a blank screen.
 */
export class AccessDeniedError extends Error {
  constructor(readonly path: string) {
    super(`Access denied: ${path}`);
    this.name = 'AccessDeniedError';
  }
}

export const isAccessDenied = (error: unknown): error is AccessDeniedError =>
  error instanceof AccessDeniedError;
