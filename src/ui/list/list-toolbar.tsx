import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { BulkActionBar } from './bulk-action-bar';
import { ColumnChooser } from './column-chooser';
import { DensityMenu } from './density-menu';
import { ExportMenu } from './export-menu';
import type { ListRow, ListToolbarProps } from './list-types';
import { SavedViewsMenu } from './saved-views-menu';
import { useListPreferences } from './use-list-preferences';
import { useNarrowLayout } from './use-narrow-layout';

/**
 * The tools every list gets above its table (docs/ARCHITECTURE.md, List tools): saved views, the
 * column chooser, the row density (tables only: phones show cards), the area's import, export (only
 * with FAC `export`), and the bulk bar while rows are selected.
 */
export function ListToolbar<Row extends ListRow>(props: ListToolbarProps<Row>) {
  const { t } = useLingui();
  const visibleColumns = useListPreferences(props.viewKey, props.columns);
  const isNarrow = useNarrowLayout();
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <div
        role="toolbar"
        aria-label={t`List tools`}
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end' })}
      >
        <SavedViewsMenu
          entity={props.entity}
          viewKey={props.viewKey}
          query={props.query}
          onQueryChange={props.onQueryChange}
          columns={props.columns}
        />
        <ColumnChooser viewKey={props.viewKey} columns={props.columns} />
        {isNarrow ? null : <DensityMenu viewKey={props.viewKey} />}
        {props.importAction}
        {props.canExport ? (
          <ExportMenu
            entity={props.entity.entity}
            columns={visibleColumns}
            selectRows={props.selectRows}
            exportName={props.exportName}
          />
        ) : null}
      </div>
      {props.bulkActions.length ? (
        <BulkActionBar
          selectedRows={props.selectedRows}
          actions={props.bulkActions}
          onClear={props.onClearSelection}
        />
      ) : null}
    </div>
  );
}
