import { createFileRoute } from '@tanstack/react-router';
import { ConsolidatedPage } from '../../../features/e-invoices/consolidated-page';
import { requireAccess } from '../../../lib/access/route-guard';

/** The monthly consolidated e-invoice: staff holding the e-Invoices item (docs/security.md, E-invoices). */
export const Route = createFileRoute('/_app/invoice/e-invoices_/consolidated')({
  beforeLoad: requireAccess('/invoice/e-invoices'),
  component: function Consolidated() {
    const { user } = Route.useRouteContext();
    return <ConsolidatedPage user={user} />;
  },
});
