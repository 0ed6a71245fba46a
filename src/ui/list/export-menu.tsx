import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { SyncEntity } from '../../contract';
import { mayExportNow } from '../../lib/access/export-access';
import type { ExportFormat } from '../../lib/list-export';
import type * as ListExportModule from '../../lib/list-export';
import { Button } from '../button';
import { toaster } from '../toaster';
import { ExportProgress } from './export-progress';
import type { ListColumn, ListRow } from './list-types';
import { MENU_POSITIONING, menuContentStyle, menuItemStyle } from './saved-views-styles';

type ListExport = typeof ListExportModule;
let exporter: Promise<ListExport> | null = null;

/**
 * The export code (fflate's set-up included) loads once the list is idle, not in its first render,
 * and before the user can be offline with no service worker yet to serve the chunk; a failed load
 * is tried again on the next click.
 */
function loadExporter(): Promise<ListExport> {
  exporter ??= import('../../lib/list-export').catch((error: unknown) => {
    exporter = null;
    throw error;
  });
  return exporter;
}

type ExportMenuProps<Row extends ListRow> = {
  /** What is exported: the access policy must let the signed-in user export it. */
  entity: SyncEntity;
  /** The visible columns, in order: what the file holds. */
  columns: readonly ListColumn<Row>[];
  selectRows: () => readonly Row[];
  exportName: string;
};

type Running = { format: ExportFormat; done: number; total: number };

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * Exports the whole filtered and sorted view from the mirror, so it works offline
 * (docs/ARCHITECTURE.md, List tools); the page shows this only with FAC `export`, and the export
 * itself runs only when the access policy allows it (lib/access/export-access.ts).
 */
export function ExportMenu<Row extends ListRow>({
  entity,
  columns,
  selectRows,
  exportName,
}: ExportMenuProps<Row>) {
  const { t, i18n } = useLingui();
  const [running, setRunning] = useState<Running | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    const preload = () => void loadExporter().catch(() => undefined);
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(preload, 1000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(preload, { timeout: 3000 });
    return () => cancelIdleCallback(idle);
  }, []);

  async function start(format: ExportFormat) {
    if (controller.current) return;
    if (!(await mayExportNow(entity))) {
      toaster.create({ type: 'error', title: t`You do not have permission to export this list.` });
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    const rows = selectRows();
    setRunning({ format, done: 0, total: rows.length });
    try {
      const { downloadBlob, exportRows } = await loadExporter();
      const blob = await exportRows({
        rows,
        columns,
        format,
        title: exportName,
        signal: abort.signal,
        onProgress: (done, total) => setRunning({ format, done, total }),
      });
      downloadBlob(blob, `${exportName}.${format}`);
      const count = i18n.number(rows.length);
      toaster.create({ type: 'success', title: t`Exported ${count} rows` });
    } catch (error) {
      if (!isAbort(error)) toaster.create({ type: 'error', title: t`The export failed. Please try again.` });
    } finally {
      controller.current = null;
      setRunning(null);
    }
  }

  return (
    <>
      <Menu.Root
        positioning={MENU_POSITIONING}
        onSelect={(details) => {
          if (details.value === 'csv' || details.value === 'xlsx') void start(details.value);
        }}
      >
        <Menu.Trigger asChild>
          <Button variant="outline" size="sm" disabled={running !== null}>
            <Trans>Export</Trans>
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content className={menuContentStyle}>
              <Menu.Item value="csv" className={menuItemStyle}>
                <Trans>Export CSV</Trans>
              </Menu.Item>
              <Menu.Item value="xlsx" className={menuItemStyle}>
                <Trans>Export Excel (XLSX)</Trans>
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {running ? (
        <ExportProgress
          format={running.format}
          done={running.done}
          total={running.total}
          onCancel={() => controller.current?.abort()}
        />
      ) : null}
    </>
  );
}
