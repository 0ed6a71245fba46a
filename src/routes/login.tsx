import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import * as v from 'valibot';
import { SignInLinks } from '../features/account/sign-in-links';
import { LoginPage } from '../features/auth/login-page';
import { getSessionUser } from '../features/auth/session-store';
import { SsoSignIn } from '../features/sso/sso-sign-in';
import { BlankLayout } from '../ui/blank-layout';

/**
 * Only same-app paths are followed after sign-in; anything else goes to the dashboard. `sso` and
 * `ssoError`: the return from single sign-on (docs/security.md, Single sign-on).
 */
const SearchSchema = v.object({
  redirect: v.optional(v.pipe(v.string(), v.regex(/^\/(?!\/)/)), undefined),
  sso: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{20,100}$/)), undefined),
  // Checked against the single sign-on codes where it is shown (features/sso/sso-sign-in.tsx);
  // the contract's list is not imported here, where every entry bundle would carry it.
  ssoError: v.optional(v.pipe(v.string(), v.regex(/^sso\.\w+$/)), undefined),
});

export const Route = createFileRoute('/login')({
  validateSearch: (search) => {
    const parsed = v.safeParse(SearchSchema, search);
    return parsed.success ? parsed.output : {};
  },
  beforeLoad: () => {
    // The start page sends each role to the first screen it may open.
    if (getSessionUser()) throw redirect({ to: '/' });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: target, sso, ssoError } = Route.useSearch();
  const navigate = useNavigate();
  const afterSignIn = useCallback(
    (to = target) => {
      // Changes paused by an expired session go on now.
      void import('../lib/sync').then(({ resumeReplay }) => resumeReplay());
      void navigate({ to: to ?? '/', replace: true });
    },
    [navigate, target],
  );
  const dropSsoReturn = useCallback(
    () => void navigate({ to: '/login', search: { redirect: target }, replace: true }),
    [navigate, target],
  );
  return (
    <BlankLayout>
      <LoginPage
        onSignedIn={(returnTo) => afterSignIn(returnTo)}
        footer={(accept) => (
          <>
            <SsoSignIn
              grant={sso}
              error={ssoError}
              returnTo={target}
              onAnswer={accept}
              onReturnSettled={dropSsoReturn}
            />
            <SignInLinks />
          </>
        )}
      />
    </BlankLayout>
  );
}
