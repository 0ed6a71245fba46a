import { createFileRoute } from '@tanstack/react-router';
import { MerchantImportPage } from '../../../features/merchants/merchant-import-page';
import { getMirror } from '../../../lib/db';
import { Loading } from '../../../ui/loading';
import { requireAccess } from '../../../lib/access/route-guard';

export const Route = createFileRoute('/_app/merchant/import-merchants')({
  beforeLoad: requireAccess('/merchant/create-merchant', 'create'),
  component: function ImportMerchants() {
    const { user } = Route.useRouteContext();
    const db = getMirror();
    if (!db) return <Loading />;
    return <MerchantImportPage db={db} user={user} />;
  },
});
