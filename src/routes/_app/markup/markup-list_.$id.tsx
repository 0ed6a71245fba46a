import { createFileRoute } from '@tanstack/react-router';
import { MarkupDetailRoute } from '../../../features/markups/markup-detail-route';
import { requireAccess } from '../../../lib/access/route-guard';

/** One markup: its edit form for staff, its detail and price preview for a Merchant Admin. */
export const Route = createFileRoute('/_app/markup/markup-list_/$id')({
  beforeLoad: requireAccess('/markup/markup-list'),
  component: function Markup() {
    const { user } = Route.useRouteContext();
    const { id } = Route.useParams();
    return <MarkupDetailRoute key={id} caller={user} id={id} />;
  },
});
