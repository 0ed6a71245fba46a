/**
 * The import screen of an area (docs/ARCHITECTURE.md, Import; docs/product.md): choose a file,
 * map unmatched columns, preview and fix, then send. Each confirmed row is queued by the area's
 * own store function, as its form queues it, so the rows are ordinary outbox ops sent exactly
 * once, offline included; the device's import record follows them to the summary.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import type { MessageDescriptor } from '@lingui/core';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { MirrorDb, MirrorRow } from '../../lib/db';
import { CsvWriter, downloadBlob, exportRows, type ExportFormat } from '../../lib/list-export';
import {
  IMPORT_AREAS,
  matchKey,
  requiredColumns,
  requiredFields,
  type ImportAreaName,
} from '../../lib/list-import';
import {
  deleteImportRecord,
  importProgress,
  readImportOps,
  readImportRecord,
  type ImportRecord,
} from '../../lib/list-import/import-record';
import { queueImport, type ImportRowChange } from '../../lib/list-import/queue-import';
import { useSyncStatus, type NewChange } from '../../lib/sync';
import { ImportFileStep } from './import-file-step';
import { ImportMappingStep } from './import-mapping-step';
import { ImportPreviewStep } from './import-preview-step';
import { ImportSendingStep } from './import-sending-step';
import { useListReadiness } from '../list/use-list-readiness';
import { useImportCheck, type ChoiceLabels, type RunImport } from './use-import-check';

export type ImportScreenProps = {
  db: MirrorDb;
  area: ImportAreaName;
  title: ReactNode;
  /** Each field's label (the form's): shown in the user's language, matched in every language. */
  fieldLabels: Readonly<Record<string, MessageDescriptor>>;
  /** The choice fields' value labels: a cell may name a value by its label in any language. */
  choiceLabels?: ChoiceLabels;
  /**
   * The change the area's form would queue for one confirmed row (its store's change builder), or
   * null when an update changes nothing; the screen queues the rows' changes in bulk.
   */
  changeOf: (
    values: Record<string, unknown>,
    existing: MirrorRow | undefined,
  ) => NewChange | null | Promise<NewChange | null>;
  /** The area's own choices before sending (the merchant imported clients belong to). */
  settings?: ReactNode;
  canSend?: boolean;
  onDone: () => void;
  /** The Worker's run; tests pass the job itself. */
  run?: RunImport;
};

export function ImportScreen(props: ImportScreenProps) {
  const { t, i18n } = useLingui();
  const { db, area, fieldLabels } = props;
  const fields = IMPORT_AREAS[area].fields;
  const fieldLabel = useCallback(
    (field: string) => {
      const label = fieldLabels[field];
      return label ? i18n._(label) : field;
    },
    [fieldLabels, i18n],
  );
  const check = useImportCheck({ db, area, fieldLabels, choiceLabels: props.choiceLabels, run: props.run });
  const { online } = useSyncStatus();
  // Until the device copy is whole, a known record could look new: the file waits for it.
  const readiness = useListReadiness(db, area);
  const [record, setRecord] = useState<ImportRecord | null>(null);
  const [isQueueing, setQueueing] = useState(false);
  useEffect(() => {
    void readImportRecord(db, area).then((stored) => stored && setRecord(stored));
  }, [db, area]);
  const importOps = useLiveQuery(() => (record ? readImportOps(db, record) : undefined), [db, record]);

  async function send() {
    setQueueing(true);
    try {
      const rows: ImportRowChange[] = [];
      for (const row of check.rows) {
        if (row.status === 'error' || !row.values) continue;
        const key = row.status === 'update' ? matchKey(IMPORT_AREAS[area], row.values) : null;
        const change = await props.changeOf(row.values, key === null ? undefined : check.existing.get(key));
        if (change)
          rows.push({ line: row.line, kind: row.status, values: row.values, input: row.input, change });
      }
      await queueImport(db, area, { fileName: check.fileName, createdAt: Date.now() }, rows);
    } finally {
      // What is stored is what was queued, also when a chunk failed half-way.
      setRecord(await readImportRecord(db, area));
      setQueueing(false);
    }
  }

  async function downloadTemplate(format: ExportFormat) {
    const columns = fields.map((field) => ({ label: fieldLabel(field), exportValue: () => null }));
    downloadBlob(await exportRows({ rows: [], columns, format, title: area }), `${area}-template.${format}`);
  }

  function downloadRefused() {
    if (!record || !importOps) return;
    const writer = new CsvWriter([t`Row`, ...fields.map(fieldLabel), t`Reason`]);
    for (const row of importProgress(record, importOps).refused) {
      const cells = fields.map((field) => row.input[field] ?? '');
      writer.writeRow([row.line, ...cells, row.reason]);
    }
    downloadBlob(writer.finish(), `${area}-refused.csv`);
  }

  async function newImport() {
    await deleteImportRecord(db, area);
    setRecord(null);
    check.reset();
  }

  return (
    <section aria-labelledby="import-title" className={css({ display: 'grid', gap: '4', maxW: '5xl' })}>
      <h1 id="import-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        {props.title}
      </h1>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        <Trans>
          Each row is checked with the same rules as the form before anything is sent. You can prepare an
          import offline: the rows are sent when the device is back online.
        </Trans>
      </p>
      {record && importOps ? (
        <ImportSendingStep
          fileName={record.fileName}
          progress={importProgress(record, importOps)}
          isOnline={online}
          onDownloadRefused={downloadRefused}
          onNewImport={() => void newImport()}
          onDone={props.onDone}
        />
      ) : check.step === 'mapping' && check.read ? (
        <ImportMappingStep
          header={check.read.header}
          unmatched={check.read.match.unmatched}
          fields={fields}
          required={requiredFields(IMPORT_AREAS[area])}
          blocking={requiredColumns(IMPORT_AREAS[area], check.mapping)}
          mapping={check.mapping}
          fieldLabel={fieldLabel}
          onChange={check.setMapping}
          onContinue={check.applyMapping}
        />
      ) : check.step === 'preview' ? (
        <ImportPreviewStep
          summary={check.summary}
          errorRows={check.rows.filter((row) => row.status === 'error')}
          fieldLabel={fieldLabel}
          onFix={check.fix}
          onLeaveOut={check.leaveOut}
          settings={props.settings}
          canSend={(props.canSend ?? true) && !isQueueing}
          onSend={() => void send()}
          onBack={check.reset}
        />
      ) : (
        <ImportFileStep
          isReading={check.isReading}
          isWaitingForCopy={readiness?.isDownloading !== false}
          error={check.error}
          sheets={check.sheets}
          sheet={check.sheet}
          onFile={(file) => void check.chooseFile(file)}
          onSheet={check.chooseSheet}
          onTemplate={(format) => void downloadTemplate(format)}
        />
      )}
    </section>
  );
}
