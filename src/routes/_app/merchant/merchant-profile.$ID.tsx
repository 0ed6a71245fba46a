import { createFileRoute } from '@tanstack/react-router';
import { MerchantProfilePage } from '../../../features/merchants/merchant-profile-page';
import { getMirror } from '../../../lib/db';
import { Loading } from '../../../ui/loading';
import { requireAccess } from '../../../lib/access/route-guard';

export const Route = createFileRoute('/_app/merchant/merchant-profile/$ID')({
  beforeLoad: requireAccess(['/merchant/view-merchant-listing', '/merchant/pending-merchant-listing']),
  component: function MerchantProfile() {
    const { user } = Route.useRouteContext();
    const { ID } = Route.useParams();
    const db = getMirror();
    if (!db) return <Loading />;
    return <MerchantProfilePage key={ID} db={db} user={user} id={ID} />;
  },
});
