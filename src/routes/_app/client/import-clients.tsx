import { createFileRoute } from '@tanstack/react-router';
import { ClientImportPage } from '../../../features/clients/client-import-page';
import { requireAccess } from '../../../lib/access/route-guard';

export const Route = createFileRoute('/_app/client/import-clients')({
  beforeLoad: requireAccess('/client/create-client', 'create'),
  component: function ImportClients() {
    const { user } = Route.useRouteContext();
    return <ClientImportPage caller={user} />;
  },
});
