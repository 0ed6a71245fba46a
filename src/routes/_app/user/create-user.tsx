import { createFileRoute } from '@tanstack/react-router';
import { UserFormPage } from '../../../features/users/user-form-page';
import { requireAccess } from '../../../lib/access/route-guard';

export const Route = createFileRoute('/_app/user/create-user')({
  beforeLoad: requireAccess('/user/create-user', 'create'),
  component: function CreateUser() {
    const { user } = Route.useRouteContext();
    return <UserFormPage caller={user} />;
  },
});
