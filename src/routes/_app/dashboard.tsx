import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/dashboard/dashboard-page';
import { getMirror } from '../../lib/db';
import { requireAccess } from '../../lib/access/route-guard';

export const Route = createFileRoute('/_app/dashboard')({
  beforeLoad: requireAccess('/dashboard'),
  component: function DashboardRoute() {
    const { user } = Route.useRouteContext();
    return <DashboardPage user={user} db={getMirror()} />;
  },
});
