/** The service requests' columns (docs/ARCHITECTURE.md, How to add an area): one per descriptor column. */
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { caseEntity } from '../../contract';
import { formatDateTime } from '../../lib/format/date';
import type { EntityRow } from '../../lib/list-engine';
import { Badge } from '../../ui/badge';
import { type ColumnCell, columnsOf, textCell } from '../../ui/list/column-cells';
import type { ListColumn } from '../../ui/list/list-types';
import { CASE_CATEGORY_LABELS, CASE_STATUS_LABELS, CASE_STATUS_TONES } from './case-labels';

export type CaseRow = EntityRow<'cases'>;
type Cell = ColumnCell<CaseRow>;

export function useCaseColumns(): readonly ListColumn<CaseRow>[] {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const locale = i18n.locale;
    const text = (pick: (row: CaseRow) => string, label: string) => textCell<CaseRow>(label, pick);
    const when = (pick: (row: CaseRow) => string, label: string) =>
      text((row) => formatDateTime(pick(row), locale), label);
    const status = (row: CaseRow) => i18n._(CASE_STATUS_LABELS[row.status]);
    const cells: Record<string, Cell> = {
      // A case opened offline has no number until the server gives it one.
      caseNumber: text((row) => row.caseNumber ?? t`Not yet numbered`, t`Case number`),
      subject: text((row) => row.subject, t`Subject`),
      category: text((row) => i18n._(CASE_CATEGORY_LABELS[row.category]), t`Category`),
      status: {
        label: t`Status`,
        render: (row) => <Badge tone={CASE_STATUS_TONES[row.status]}>{status(row)}</Badge>,
        exportValue: status,
      },
      requesterName: text((row) => row.requesterName, t`Requester`),
      assigneeName: text((row) => row.assigneeName ?? '', t`Assignee`),
      createdAt: when((row) => row.createdAt, t`Opened`),
      updatedAt: when((row) => row.updatedAt, t`Last updated`),
    };
    return columnsOf('case', caseEntity.columns, cells);
  }, [t, i18n]);
}
