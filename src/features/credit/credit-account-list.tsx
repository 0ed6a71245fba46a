/**
 * Credit Management's Accounts tab: every merchant's credit account from the mirror (balance,
 * limit, available, pending, and a proposed limit awaiting approval). Staff with FAC
 * credit.management:update propose a new limit, also for a merchant the device has no account
 * of yet; a waiting proposal opens for review (approve or reject by another Checker).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import type { CreditAccount, SessionUser } from '../../contract';
import { CREDIT_FUNCTIONS } from '../../contract';
import { useCan } from '../../lib/access/access-check';
import { getMirror } from '../../lib/db';
import { useEntityIndex } from '../../lib/list-engine';
import { Button } from '../../ui/button';
import { ListPage } from '../../ui/list/list-page';
import type { RowAction } from '../../ui/list/row-actions-menu';
import { CreditLimitDialog } from './credit-account-limit-dialog';
import { CreditProposalDialog } from './credit-account-proposal-dialog';
import { useCreditAccountColumns, type CreditAccountRow } from './credit-columns-accounts';
import { merchantChoices } from '../../ui/list/merchant-filter';
import { useCreditAccountFilters } from './credit-management-filters';
import { CreditManagementTabs, useMerchantNames } from './credit-management-tabs';
import type { AccountSearch } from './credit-management-search';
import { usePendingDecisions } from './pending-decisions';

type CreditAccountListProps = {
  user: SessionUser;
  query: AccountSearch;
  onQueryChange: (next: Partial<AccountSearch>) => void;
};

export function CreditAccountList({ user, query, onQueryChange }: CreditAccountListProps) {
  const { t } = useLingui();
  const can = useCan(user);
  const db = getMirror();
  const accounts = useEntityIndex(db, 'creditAccounts');
  const merchants = useEntityIndex(db, 'merchants');
  const merchantName = useMerchantNames();
  const [limitFor, setLimitFor] = useState<string | null | undefined>(undefined);
  const [reviewing, setReviewing] = useState<CreditAccount | null>(null);
  const accountVersion = accounts?.version;
  const merchantVersion = merchants?.version;
  const accountChoices = useMemo(
    () => merchantChoices(accounts, merchantName),
    // The version re-reads the choices when the mirror changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [accounts, accountVersion, merchantName],
  );
  // Any merchant may be given a limit, also one with no entry yet (no account on the device).
  const allMerchants = useMemo(
    () =>
      merchantChoices(
        merchants && {
          each: (segment, visit) => merchants.each(segment, (row) => visit({ merchantId: row.id })),
        },
        merchantName,
      ),
    // The versions re-read the choices when the mirror changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [merchants, merchantVersion, merchantName],
  );
  const accountOf = useCallback((id: string) => accounts?.get(id) ?? null, [accounts]);
  const decisions = usePendingDecisions(db, 'creditAccounts');
  const columns = useCreditAccountColumns(merchantName, decisions);
  const filters = useCreditAccountFilters(accountChoices);
  const [menuKey] = CREDIT_FUNCTIONS.manage;
  const [, proposeAction] = CREDIT_FUNCTIONS.proposeLimit;
  const canPropose = can(menuKey, proposeAction);
  const nameOf = (row: { merchantId: string }) => merchantName(row.merchantId) ?? row.merchantId;

  const rowActions = (row: CreditAccountRow): RowAction[] => {
    if (row.proposedLimitSen !== null)
      return [{ id: 'review', label: t`Review limit change`, onSelect: () => setReviewing(row) }];
    return canPropose
      ? [{ id: 'adjust', label: t`Adjust credit limit`, onSelect: () => setLimitFor(row.merchantId) }]
      : [];
  };

  return (
    <ListPage
      db={db}
      entity="creditAccounts"
      viewKey="creditAccounts:management"
      title={<Trans>Credit Management</Trans>}
      headerActions={
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
          <CreditManagementTabs current="accounts" />
          {canPropose ? (
            <Button size="sm" onClick={() => setLimitFor(null)}>
              <Trans>Adjust credit limit</Trans>
            </Button>
          ) : null}
        </div>
      }
      caption={t`Credit accounts`}
      filterLabel={t`Filter credit accounts`}
      downloadingLabel={t`Downloading credit accounts…`}
      columns={columns}
      filters={filters}
      query={query}
      onQueryChange={onQueryChange}
      rowActions={rowActions}
      canExport={can(menuKey, 'export')}
      emptyText={<Trans>No merchant has a credit account yet.</Trans>}
      noMatchText={<Trans>No credit accounts match these filters.</Trans>}
    >
      <CreditLimitDialog
        open={limitFor !== undefined}
        onOpenChange={(open) => (open ? null : setLimitFor(undefined))}
        user={user}
        merchantId={limitFor ?? null}
        merchants={allMerchants}
        accountOf={accountOf}
      />
      <CreditProposalDialog
        account={reviewing}
        decision={reviewing ? (decisions.get(reviewing.merchantId) ?? null) : null}
        merchantName={reviewing ? nameOf(reviewing) : ''}
        user={user}
        onClose={() => setReviewing(null)}
      />
    </ListPage>
  );
}
