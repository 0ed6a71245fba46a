import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../features/account/forgot-password-page';
import { BlankLayout } from '../ui/blank-layout';

export const Route = createFileRoute('/forgot-password')({
  component: () => (
    <BlankLayout>
      <ForgotPasswordPage />
    </BlankLayout>
  ),
});
