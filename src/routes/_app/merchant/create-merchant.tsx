import { createFileRoute } from '@tanstack/react-router';
import { CreateMerchantPage } from '../../../features/merchants/create-merchant-page';
import { getMirror } from '../../../lib/db';
import { Loading } from '../../../ui/loading';
import { requireAccess } from '../../../lib/access/route-guard';

export const Route = createFileRoute('/_app/merchant/create-merchant')({
  beforeLoad: requireAccess('/merchant/create-merchant', 'create'),
  component: function CreateMerchant() {
    const { user } = Route.useRouteContext();
    const db = getMirror();
    if (!db) return <Loading />;
    return <CreateMerchantPage db={db} user={user} />;
  },
});
