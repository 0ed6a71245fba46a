/**
 * Service Requests (/case/service-request): the cases this device mirrors (a merchant's
 * own merchant's, every case for staff) as a ListPage, with "My cases" as a toggle that sets the
 * `requesterId` filter to the user's id, and "New request" opening the form above the list. A row
 * opens the case's screen with its thread.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { CaseListQuery, SessionUser } from '../../contract';
import { CASE_FUNCTIONS, caseEntity } from '../../contract';
import { useCan } from '../../lib/access/access-check';
import { getMirror } from '../../lib/db';
import { Button } from '../../ui/button';
import { useAreaFilters } from '../../ui/list/area-list';
import { ListPage } from '../../ui/list/list-page';
import { CASE_FILTERS_ELSEWHERE, CASE_LABELS, useCaseColumns } from './case-columns';
import { CaseCreateError } from './case-create-error';
import { CaseForm } from './case-form';

type CaseListPageProps = {
  user: SessionUser;
  query: CaseListQuery;
  onQueryChange: (next: Partial<CaseListQuery>) => void;
};

export function CaseListPage({ user, query, onQueryChange }: CaseListPageProps) {
  const { t } = useLingui();
  const can = useCan(user);
  const db = getMirror();
  const navigate = useNavigate();
  const columns = useCaseColumns();
  const filters = useAreaFilters(caseEntity, CASE_LABELS, CASE_FILTERS_ELSEWHERE);
  const [isCreating, setCreating] = useState(false);
  const [lastOpId, setLastOpId] = useState<string | null>(null);
  const isMine = query.requesterId === user.userID;
  const mayCreate = can(...CASE_FUNCTIONS.create);

  return (
    <ListPage
      db={db}
      entity="cases"
      title={<Trans>Service Requests</Trans>}
      headerActions={
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
          <Button
            variant="outline"
            aria-pressed={isMine}
            onClick={() => onQueryChange({ requesterId: isMine ? '' : user.userID, curPageIndex: 1 })}
          >
            <Trans>My cases</Trans>
          </Button>
          {mayCreate ? (
            <Button aria-expanded={isCreating} onClick={() => setCreating((value) => !value)}>
              <Trans>New request</Trans>
            </Button>
          ) : null}
          {db ? (
            <div className={css({ flexBasis: 'full', w: 'full', display: 'grid', gap: '3' })}>
              <CaseCreateError db={db} opId={lastOpId} />
              {isCreating ? (
                <CaseForm
                  db={db}
                  user={user}
                  onDone={(opId) => {
                    setCreating(false);
                    if (opId) setLastOpId(opId);
                  }}
                />
              ) : null}
            </div>
          ) : null}
        </div>
      }
      caption={t`Service requests`}
      filterLabel={t`Filter service requests`}
      downloadingLabel={t`Downloading service requests…`}
      columns={columns}
      filters={filters}
      query={query}
      onQueryChange={onQueryChange}
      onOpenRow={(row) => void navigate({ to: '/case/service-request/$id', params: { id: row.id } })}
      canExport={can(...CASE_FUNCTIONS.export)}
      emptyText={<Trans>There are no service requests yet.</Trans>}
      noMatchText={<Trans>No service requests match these filters.</Trans>}
    />
  );
}
