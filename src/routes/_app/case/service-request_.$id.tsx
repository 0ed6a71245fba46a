import { createFileRoute } from '@tanstack/react-router';
import { CaseDetailPage } from '../../../features/cases/case-detail-page';
import { requireAccess } from '../../../lib/access/route-guard';
import { getMirror } from '../../../lib/db';
import { Loading } from '../../../ui/loading';

/** One service request with its thread, from the Service Requests list. */
export const Route = createFileRoute('/_app/case/service-request_/$id')({
  beforeLoad: requireAccess('/case/service-request'),
  component: function ServiceRequest() {
    const { user } = Route.useRouteContext();
    const { id } = Route.useParams();
    const db = getMirror();
    if (!db) return <Loading />;
    return <CaseDetailPage key={id} db={db} user={user} id={id} />;
  },
});
