import { createFileRoute } from '@tanstack/react-router';
import { UserImportPage } from '../../../features/users/user-import-page';
import { getMirror } from '../../../lib/db';
import { Loading } from '../../../ui/loading';
import { requireAccess } from '../../../lib/access/route-guard';

export const Route = createFileRoute('/_app/user/import-users')({
  beforeLoad: requireAccess('/user/create-user', 'create'),
  component: function ImportUsers() {
    const { user } = Route.useRouteContext();
    const db = getMirror();
    if (!db) return <Loading />;
    return <UserImportPage db={db} caller={user} />;
  },
});
