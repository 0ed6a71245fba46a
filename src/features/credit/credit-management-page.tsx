/**
 * Credit Management (/credit/credit-management, staff): two tabs over the mirror. Top-ups
 * lists the merchants' top-ups (Pending first: the Checker's queue); a row opens its detail with
 * the slip and the decisions. Accounts lists each merchant's credit account, where a credit limit
 * is proposed and decided. The tabs are links (the tab is in the address, so Back and reload keep it).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { SessionUser } from '../../contract';
import { CREDIT_FUNCTIONS } from '../../contract';
import { useCan } from '../../lib/access/access-check';
import { getMirror } from '../../lib/db';
import { useEntityIndex } from '../../lib/list-engine';
import { ListPage } from '../../ui/list/list-page';
import { CreditAccountList } from './credit-account-list';
import { useTopUpColumns } from './credit-columns-top-ups';
import { usePendingDecisions } from './pending-decisions';
import { merchantChoices } from '../../ui/list/merchant-filter';
import { useTopUpFilters } from './credit-management-filters';
import type { AccountSearch, CreditManagementSearch, TopUpSearch } from './credit-management-search';
import { CreditManagementTabs, useMerchantNames } from './credit-management-tabs';

type CreditManagementPageProps = {
  user: SessionUser;
  search: CreditManagementSearch;
  /** Merges into the address (filters, sort, page). */
  onSearchChange: (next: Partial<TopUpSearch> | Partial<AccountSearch>) => void;
};

export function CreditManagementPage({ user, search, onSearchChange }: CreditManagementPageProps) {
  if (search.tab === 'accounts')
    return <CreditAccountList user={user} query={search} onQueryChange={onSearchChange} />;
  return <TopUpList user={user} query={search} onQueryChange={onSearchChange} />;
}

function TopUpList({
  user,
  query,
  onQueryChange,
}: {
  user: SessionUser;
  query: TopUpSearch;
  onQueryChange: (next: Partial<TopUpSearch>) => void;
}) {
  const { t } = useLingui();
  const can = useCan(user);
  const navigate = useNavigate();
  const db = getMirror();
  const topUps = useEntityIndex(db, 'topUps');
  const merchantName = useMerchantNames();
  const topUpVersion = topUps?.version;
  const choices = useMemo(
    () => merchantChoices(topUps, merchantName),
    // The version re-reads the choices when the mirror changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [topUps, topUpVersion, merchantName],
  );
  const decisions = usePendingDecisions(db, 'topUps');
  const columns = useTopUpColumns(merchantName, decisions);
  const filters = useTopUpFilters(choices);
  const [menuKey] = CREDIT_FUNCTIONS.manage;

  return (
    <ListPage
      db={db}
      entity="topUps"
      viewKey="topUps:management"
      title={<Trans>Credit Management</Trans>}
      headerActions={<CreditManagementTabs current="topUps" />}
      caption={t`Top-ups`}
      filterLabel={t`Filter top-ups`}
      downloadingLabel={t`Downloading top-ups…`}
      columns={columns}
      filters={filters}
      query={query}
      onQueryChange={onQueryChange}
      onOpenRow={(row) => void navigate({ to: '/credit/credit-management/$id', params: { id: row.id } })}
      canExport={can(menuKey, 'export')}
      emptyText={<Trans>There are no top-ups yet.</Trans>}
      noMatchText={<Trans>No top-ups match these filters.</Trans>}
    />
  );
}
