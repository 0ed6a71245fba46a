import { createFileRoute } from '@tanstack/react-router';
import { ClientFormPage } from '../../../features/clients/client-form-page';
import { requireAccess } from '../../../lib/access/route-guard';

export const Route = createFileRoute('/_app/client/create-client')({
  beforeLoad: requireAccess('/client/create-client', 'create'),
  component: function CreateClient() {
    const { user } = Route.useRouteContext();
    return <ClientFormPage caller={user} />;
  },
});
