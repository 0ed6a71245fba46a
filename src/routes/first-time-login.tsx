import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { FirstTimeLoginPage } from '../features/account/first-time-login-page';
import { startSsoFirstLogin } from '../features/sso/sso.api';
import { useSsoSettings } from '../features/sso/use-sso-settings';
import { BlankLayout } from '../ui/blank-layout';

const SearchSchema = v.object({ token: v.optional(v.pipe(v.string(), v.maxLength(200)), '') });

export const Route = createFileRoute('/first-time-login')({
  validateSearch: (search) => {
    const parsed = v.safeParse(SearchSchema, search);
    return parsed.success ? parsed.output : { token: '' };
  },
  component: FirstTimeLoginRoute,
});

function FirstTimeLoginRoute() {
  const { token } = Route.useSearch();
  const navigate = useNavigate();
  const sso = useSsoSettings();
  // Single sign-on instead of a password, where the server has it (docs/security.md, Single sign-on).
  const provider = sso?.enabled ? { name: sso.displayName ?? '', start: startSsoFirstLogin } : null;
  return (
    <BlankLayout>
      <FirstTimeLoginPage
        token={token}
        onDone={() => void navigate({ to: '/login', replace: true })}
        provider={provider}
      />
    </BlankLayout>
  );
}
