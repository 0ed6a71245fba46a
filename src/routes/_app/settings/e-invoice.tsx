import { createFileRoute } from '@tanstack/react-router';
import { EInvoiceSettingsPage } from '../../../features/e-invoice-settings/e-invoice-settings-page';
import { requireAccess } from '../../../lib/access/route-guard';

/** The company's e-invoice identity, changed under four eyes (docs/security.md, E-invoices). */
export const Route = createFileRoute('/_app/settings/e-invoice')({
  beforeLoad: requireAccess('/settings/e-invoice'),
  component: function EInvoiceSettings() {
    const { user } = Route.useRouteContext();
    return <EInvoiceSettingsPage user={user} />;
  },
});
