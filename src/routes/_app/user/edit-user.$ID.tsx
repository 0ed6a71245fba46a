import { createFileRoute } from '@tanstack/react-router';
import { EditUserRoute } from '../../../features/users/edit-user-route';
import { requireAccess } from '../../../lib/access/route-guard';

export const Route = createFileRoute('/_app/user/edit-user/$ID')({
  beforeLoad: requireAccess('/user/manage-user', 'update'),
  component: function EditUser() {
    const { user } = Route.useRouteContext();
    const { ID } = Route.useParams();
    return <EditUserRoute key={ID} caller={user} id={ID} />;
  },
});
