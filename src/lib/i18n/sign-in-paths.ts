/**
 * The pages of the blank layout: what a visitor who is not signed in sees. Their first visit loads
 * only the messages these pages use (vite/first-visit-catalog.ts); the rest of the catalog loads
 * when the browser is idle, and before any other screen renders. Each path is also the
 * name of its route file under src/routes.
 */
export const SIGN_IN_PATHS = [
  '/login',
  '/forgot-password',
  '/register',
  '/login-reset-password',
  '/first-time-login',
  '/verify-email',
] as const;

export const isSignInPath = (pathname: string): boolean =>
  (SIGN_IN_PATHS as readonly string[]).includes(pathname.replace(/\/+$/, '') || '/');
