import { createFileRoute } from '@tanstack/react-router';
import { TopUpDetailPage } from '../../../features/credit/top-up-detail-page';
import { getMirror } from '../../../lib/db';
import { requireAccess } from '../../../lib/access/route-guard';
import { Loading } from '../../../ui/loading';

/**
 * One top-up with its slip and decisions. Staff reach it from Credit Management; a
 * merchant may open their own from their top-ups (the mirror holds only their merchant's).
 */
export const Route = createFileRoute('/_app/credit/credit-management_/$id')({
  beforeLoad: requireAccess(['/credit/credit-management', '/credit/top-up']),
  component: function TopUpDetail() {
    const { user } = Route.useRouteContext();
    const { id } = Route.useParams();
    const db = getMirror();
    if (!db) return <Loading />;
    return <TopUpDetailPage key={id} db={db} user={user} id={id} />;
  },
});
