import { createFileRoute } from '@tanstack/react-router';
import { UacPage } from '../../features/access/uac-page';
import { menuTitles } from '../../features/menu/menu-titles';
import { requireAccess } from '../../lib/access/route-guard';
import { getMirror } from '../../lib/db';
import { Loading } from '../../ui/loading';

export const Route = createFileRoute('/_app/uac')({
  beforeLoad: requireAccess('/uac'),
  component: function UacRoute() {
    const { user } = Route.useRouteContext();
    const db = getMirror();
    return db ? <UacPage db={db} user={user} menuTitles={menuTitles} /> : <Loading />;
  },
});
