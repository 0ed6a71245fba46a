import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../features/account/register-page';
import { BlankLayout } from '../ui/blank-layout';

export const Route = createFileRoute('/register')({
  component: () => (
    <BlankLayout>
      <RegisterPage />
    </BlankLayout>
  ),
});
