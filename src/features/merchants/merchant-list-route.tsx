import type { MerchantListQuery, SessionUser } from '../../contract';
import { useCan, usePermissions } from '../../lib/access/access-check';
import { getMirror } from '../../lib/db';
import type { MerchantQueue } from '../../lib/list-engine';
import { mayImport } from '../../lib/list-import/import-access';
import { useSearchUpdate, type SearchNavigate } from '../../lib/routing/use-search-update';
import { Loading } from '../../ui/loading';
import { MerchantListPage } from './merchant-list-page';

/** Binds a listing to its route: the query lives in the URL, so back/forward and links work. */
export function MerchantListRoute({
  queue,
  query,
  user,
  navigate,
}: {
  queue: MerchantQueue;
  query: MerchantListQuery;
  user: SessionUser;
  navigate: SearchNavigate<Partial<MerchantListQuery>>;
}) {
  const onQueryChange = useSearchUpdate(navigate);
  const can = useCan(user);
  const permissions = usePermissions(user);
  const db = getMirror();
  if (!db) return <Loading />;
  return (
    <MerchantListPage
      db={db}
      user={user}
      queue={queue}
      query={query}
      onQueryChange={onQueryChange}
      canChangeStatus={can('merchant.list', 'status')}
      canApprove={can('merchant.pending', 'approve')}
      canExport={can('merchant.list', 'export')}
      canImport={queue === 'list' && mayImport(permissions, 'merchants')}
    />
  );
}
