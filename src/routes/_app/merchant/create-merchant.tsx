import { createFileRoute } from '@tanstack/react-router';
import { CreateMerchantPage } from '../../../features/merchants/create-merchant-page';
import { getMirror } from '../../../lib/db';
import { Loading } from '../../../ui/loading';

export const Route = createFileRoute('/_app/merchant/create-merchant')({
  component: function CreateMerchant() {
    const { user } = Route.useRouteContext();
    const db = getMirror();
    if (!db) return <Loading />;
    return <CreateMerchantPage db={db} user={user} />;
  },
});
