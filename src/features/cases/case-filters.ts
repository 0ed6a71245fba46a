import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { CASE_CATEGORIES, CASE_STATUSES } from '../../contract';
import type { ListFilterControl } from '../../ui/list/list-types';
import { CASE_CATEGORY_LABELS, CASE_STATUS_LABELS } from './case-labels';

/** The service requests' filters (caseEntity.filters); "My cases" is a toggle above the list. */
export function useCaseFilters(): readonly ListFilterControl[] {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      {
        name: 'status',
        label: t`Status`,
        control: 'select',
        options: CASE_STATUSES.map((value) => ({ value, label: i18n._(CASE_STATUS_LABELS[value]) })),
        allLabel: t`All statuses`,
      },
      {
        name: 'category',
        label: t`Category`,
        control: 'select',
        options: CASE_CATEGORIES.map((value) => ({ value, label: i18n._(CASE_CATEGORY_LABELS[value]) })),
        allLabel: t`All categories`,
      },
      { name: 'subject', label: t`Subject`, control: 'text' },
      { name: 'dateFrom', label: t`From`, control: 'date' },
      { name: 'dateTo', label: t`To`, control: 'date' },
    ],
    [t, i18n],
  );
}
