import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { SignInLinks } from '../features/account/sign-in-links';
import { LoginPage } from '../features/auth/login-page';
import { getSessionUser } from '../features/auth/session-store';
import { BlankLayout } from '../ui/blank-layout';

/** Only same-app paths are followed after sign-in; anything else goes to the dashboard. */
const SearchSchema = v.object({
  redirect: v.optional(v.pipe(v.string(), v.regex(/^\/(?!\/)/)), undefined),
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
  const { redirect: target } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <BlankLayout>
      <LoginPage
        onSignedIn={() => {
          // Changes paused by an expired session go on now.
          void import('../lib/sync').then(({ resumeReplay }) => resumeReplay());
          void navigate({ to: target ?? '/', replace: true });
        }}
        footer={<SignInLinks />}
      />
    </BlankLayout>
  );
}
