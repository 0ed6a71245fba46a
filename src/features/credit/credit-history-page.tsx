/**
 * Credit History (/credit/credit-history): the ledger from the mirror, newest first, with
 * the account's figures on top. A merchant's mirror holds only their own account and entries; staff
 * hold every account and choose a merchant in the filters to see its figures. The action codes
 * read as words in the user's language; an entry links to its booking or top-up.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import type { CreditEntryListQuery, SessionUser } from '../../contract';
import { CREDIT_FUNCTIONS, emptyCreditAccount } from '../../contract';
import { useCan } from '../../lib/access/access-check';
import { getMirror } from '../../lib/db';
import { useEntityIndex } from '../../lib/list-engine';
import { Button } from '../../ui/button';
import { ListPage } from '../../ui/list/list-page';
import { CreditAccountSummary } from './credit-account-summary';
import { useCreditEntryColumns } from './credit-columns-entries';
import { useCreditEntryFilters } from './credit-history-filters';
import { merchantChoices } from '../../ui/list/merchant-filter';
import { useMerchantNames } from './credit-management-tabs';

type CreditHistoryPageProps = {
  user: SessionUser;
  query: CreditEntryListQuery;
  onQueryChange: (next: Partial<CreditEntryListQuery>) => void;
};

export function CreditHistoryPage({ user, query, onQueryChange }: CreditHistoryPageProps) {
  const { t } = useLingui();
  const can = useCan(user);
  const db = getMirror();
  const entries = useEntityIndex(db, 'creditEntries');
  const accounts = useEntityIndex(db, 'creditAccounts');
  const merchantName = useMerchantNames();
  const isStaff = user.userType === 'staff';
  const entryVersion = entries?.version;
  const accountVersion = accounts?.version;
  // Staff choose among the merchants with an account or an entry; a merchant has only their own.
  const choices = useMemo(() => {
    if (!isStaff) return null;
    const byId = new Map(
      [...merchantChoices(accounts, merchantName), ...merchantChoices(entries, merchantName)].map(
        (choice) => [choice.value, choice],
      ),
    );
    return [...byId.values()].sort((a, b) => a.label.localeCompare(b.label));
    // The versions re-read the choices when the mirror changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isStaff, entries, entryVersion, accounts, accountVersion, merchantName]);
  const merchantId = isStaff ? query.merchantId || null : user.merchantId;
  const account = merchantId ? (accounts?.get(merchantId) ?? emptyCreditAccount(merchantId, '')) : null;
  const name = merchantId ? (merchantName(merchantId) ?? (isStaff ? merchantId : user.merchantName)) : null;
  const [menuKey] = CREDIT_FUNCTIONS.viewHistory;
  const [, exportAction] = CREDIT_FUNCTIONS.exportHistory;
  const [manageKey, manageAction] = CREDIT_FUNCTIONS.manage;
  const [topUpKey, topUpAction] = CREDIT_FUNCTIONS.viewTopUps;
  const columns = useCreditEntryColumns({
    merchantName,
    canOpenTopUp: can(manageKey, manageAction) || can(topUpKey, topUpAction),
    showMerchant: isStaff,
  });
  const filters = useCreditEntryFilters(choices);

  return (
    <ListPage
      db={db}
      entity="creditEntries"
      viewKey="creditEntries:history"
      title={<Trans>Credit History</Trans>}
      headerActions={
        <div className={css({ flexBasis: 'full', w: 'full', display: 'grid', gap: '3' })}>
          <CreditAccountSummary account={account} merchantName={name} />
          {query.bookingId ? (
            <p
              role="status"
              className={css({
                display: 'flex',
                flexWrap: 'wrap',
                gap: '3',
                alignItems: 'center',
                fontSize: 'sm',
              })}
            >
              <Trans>Showing the entries of one booking.</Trans>
              <Button
                size="sm"
                variant="outline"
                onClick={() => onQueryChange({ bookingId: '', curPageIndex: 1 })}
              >
                <Trans>Show all entries</Trans>
              </Button>
            </p>
          ) : null}
        </div>
      }
      caption={t`Credit history`}
      filterLabel={t`Filter credit history`}
      downloadingLabel={t`Downloading credit history…`}
      columns={columns}
      filters={filters}
      query={query}
      onQueryChange={onQueryChange}
      canExport={can(menuKey, exportAction)}
      emptyText={<Trans>There are no credit movements yet.</Trans>}
      noMatchText={<Trans>No credit movements match these filters.</Trans>}
    />
  );
}
