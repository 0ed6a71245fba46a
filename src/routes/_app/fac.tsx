import { createFileRoute } from '@tanstack/react-router';
import { FacPage } from '../../features/access/fac-page';
import { menuTitles } from '../../features/menu/menu-titles';
import { requireAccess } from '../../lib/access/route-guard';
import { getMirror } from '../../lib/db';
import { Loading } from '../../ui/loading';

export const Route = createFileRoute('/_app/fac')({
  beforeLoad: requireAccess('/fac'),
  component: function FacRoute() {
    const { user } = Route.useRouteContext();
    const db = getMirror();
    return db ? <FacPage db={db} user={user} menuTitles={menuTitles} /> : <Loading />;
  },
});
