import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { ResetPasswordPage } from '../features/account/reset-password-page';
import { BlankLayout } from '../ui/blank-layout';

const SearchSchema = v.object({ token: v.optional(v.pipe(v.string(), v.maxLength(200)), '') });

export const Route = createFileRoute('/login-reset-password')({
  validateSearch: (search) => {
    const parsed = v.safeParse(SearchSchema, search);
    return parsed.success ? parsed.output : { token: '' };
  },
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <BlankLayout>
      <ResetPasswordPage token={token} onDone={() => void navigate({ to: '/login', replace: true })} />
    </BlankLayout>
  );
}
