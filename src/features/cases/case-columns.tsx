/**
 * The service requests' words and columns (docs/ARCHITECTURE.md, How to add an area): each
 * column's and filter's label, the translated values with the status's badge tones, and the
 * special cells only: a case not yet numbered, and its times to the minute.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { caseEntity } from '../../contract';
import { formatDateTime } from '../../lib/format/date';
import type { EntityRow } from '../../lib/list-engine';
import { type AreaLabels, useAreaColumns } from '../../ui/list/area-list';
import type { ListColumn } from '../../ui/list/list-types';
import { CASE_CATEGORY_LABELS, CASE_STATUS_LABELS, CASE_STATUS_TONES } from './case-labels';

export type CaseRow = EntityRow<'cases'>;

export const CASE_LABELS = {
  fields: {
    caseNumber: msg`Case number`,
    subject: msg`Subject`,
    category: msg`Category`,
    status: msg`Status`,
    requesterName: msg`Requester`,
    assigneeName: msg`Assignee`,
    createdAt: msg`Opened`,
    updatedAt: msg`Last updated`,
    dateFrom: msg`From`,
    dateTo: msg`To`,
  },
  choices: {
    category: { labels: CASE_CATEGORY_LABELS, all: msg`All categories` },
    status: { labels: CASE_STATUS_LABELS, tones: CASE_STATUS_TONES, all: msg`All statuses` },
  },
} satisfies AreaLabels;

/** "My cases" is a toggle above the list, not in the filter bar. */
export const CASE_FILTERS_ELSEWHERE = ['requesterId'] as const;

export function useCaseColumns(): readonly ListColumn<CaseRow>[] {
  const { t, i18n } = useLingui();
  const special = useMemo(() => {
    const text = (value: (row: CaseRow) => string) => ({ render: value, exportValue: value });
    const when = (pick: (row: CaseRow) => string) => text((row) => formatDateTime(pick(row), i18n.locale));
    return {
      // A case opened offline has no number until the server gives it one.
      caseNumber: text((row) => row.caseNumber ?? t`Not yet numbered`),
      createdAt: when((row) => row.createdAt),
      updatedAt: when((row) => row.updatedAt),
    };
  }, [t, i18n]);
  return useAreaColumns(caseEntity, CASE_LABELS, special);
}
