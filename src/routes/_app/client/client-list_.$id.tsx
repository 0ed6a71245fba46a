import { createFileRoute } from '@tanstack/react-router';
import { EditClientRoute } from '../../../features/clients/edit-client-route';
import { requireAccess } from '../../../lib/access/route-guard';

/** Edit Client: one mirrored client of the list, edited offline too. */
export const Route = createFileRoute('/_app/client/client-list_/$id')({
  beforeLoad: requireAccess('/client/client-list', 'update'),
  component: function EditClient() {
    const { user } = Route.useRouteContext();
    const { id } = Route.useParams();
    return <EditClientRoute key={id} caller={user} id={id} />;
  },
});
