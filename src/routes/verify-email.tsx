import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { VerifyEmailPage } from '../features/account/verify-email-page';
import { BlankLayout } from '../ui/blank-layout';

const SearchSchema = v.object({ token: v.optional(v.pipe(v.string(), v.maxLength(200)), '') });

export const Route = createFileRoute('/verify-email')({
  validateSearch: (search) => {
    const parsed = v.safeParse(SearchSchema, search);
    return parsed.success ? parsed.output : { token: '' };
  },
  component: function VerifyEmailRoute() {
    const { token } = Route.useSearch();
    return (
      <BlankLayout>
        <VerifyEmailPage token={token} />
      </BlankLayout>
    );
  },
});
