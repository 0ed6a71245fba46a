import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AccountSettingsPage } from '../../features/account/account-settings-page';

export const Route = createFileRoute('/_app/account-settings')({
  component: function AccountSettingsRoute() {
    const navigate = useNavigate();
    return <AccountSettingsPage onSignedOut={() => void navigate({ to: '/logout' })} />;
  },
});
