/**
 * The checking half of the import screen (docs/ARCHITECTURE.md, Import): the chosen file goes to
 * the Worker with the device copy's matching keys; the answer leads to the mapping step when the
 * headers do not all match, else to the preview, where a fixed cell is checked again here (one
 * row is cheap) against the keys of every other row.
 */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { LOCALES, translatorOf } from '../../lib/i18n/i18n';
import { useState } from 'react';
import type { MirrorDb, MirrorRow } from '../../lib/db';
import {
  checkInput,
  IMPORT_AREAS,
  importMessage,
  matchKey,
  runImport,
  type CheckedRow,
  type CheckSummary,
  type ImportAreaName,
  type ImportRequest,
  type ImportResponse,
} from '../../lib/list-import';

export type RunImport = (request: ImportRequest) => Promise<ImportResponse>;
type Read = Extract<ImportResponse, { ok: true }>;
export type CheckStep = 'file' | 'mapping' | 'preview';
type ChosenFile = { name: string; bytes: Uint8Array; sheet: number };

const summaryOf = (rows: readonly CheckedRow[]): CheckSummary => {
  const summary: CheckSummary = { create: 0, update: 0, error: 0 };
  for (const row of rows) summary[row.status]++;
  return summary;
};

/**
 * The names a header may give each field: its label in the user's language and in every other
 * (a Malay user's file may carry an English export's headers); the user's alone when another
 * language's catalog cannot load (offline before it was cached).
 */
async function headerLabels(
  fields: readonly string[],
  descriptors: Readonly<Record<string, MessageDescriptor>>,
  fieldLabel: (field: string) => string,
): Promise<Record<string, string[]>> {
  const translators = await Promise.all(LOCALES.map((locale) => translatorOf(locale).catch(() => null)));
  return Object.fromEntries(
    fields.map((field) => {
      const descriptor = descriptors[field];
      const others = descriptor ? translators.map((translator) => translator?._(descriptor) ?? '') : [];
      return [field, [...new Set([fieldLabel(field), ...others].filter(Boolean))]];
    }),
  );
}

export function useImportCheck(options: {
  db: MirrorDb;
  area: ImportAreaName;
  fieldLabels: Readonly<Record<string, MessageDescriptor>>;
  fieldLabel: (field: string) => string;
  run?: RunImport | undefined;
}) {
  const { i18n } = useLingui();
  const { db, area, fieldLabels, fieldLabel, run = runImport } = options;
  const declaration = IMPORT_AREAS[area];
  const [step, setStep] = useState<CheckStep>('file');
  const [error, setError] = useState<string | null>(null);
  const [isReading, setReading] = useState(false);
  const [read, setRead] = useState<Read | null>(null);
  const [sheets, setSheets] = useState<string[]>([]);
  const [mapping, setMapping] = useState<(string | null)[]>([]);
  const [rows, setRows] = useState<CheckedRow[]>([]);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [existing, setExisting] = useState<ReadonlyMap<string, MirrorRow>>(new Map());

  async function check(chosen: ChosenFile, chosenMapping?: (string | null)[]) {
    setFile(chosen);
    setReading(true);
    setError(null);
    try {
      const rowsOnDevice = await db.rows(area).toArray();
      const byKey = new Map(
        rowsOnDevice.flatMap((row) => {
          const key = matchKey(declaration, row);
          return key === null ? [] : [[key, row] as const];
        }),
      );
      setExisting(byKey);
      const labels = await headerLabels(declaration.fields, fieldLabels, fieldLabel);
      const answer = await run({
        // A copy: the Worker takes the buffer, and a mapping or another sheet reads it again.
        bytes: chosen.bytes.slice().buffer,
        fileName: chosen.name,
        area,
        sheet: chosen.sheet,
        labels,
        ...(chosenMapping ? { mapping: chosenMapping } : {}),
        existingKeys: [...byKey.keys()],
      });
      setSheets(answer.sheets ?? []);
      if (!answer.ok) {
        setError(importMessage(i18n, answer.code));
        setStep('file');
        return;
      }
      setRead(answer);
      setRows(answer.rows);
      const mismatched = answer.match.unmatched.length > 0 || answer.match.missingRequired.length > 0;
      if (!chosenMapping && mismatched) {
        setMapping(answer.match.mapping);
        setStep('mapping');
      } else {
        setStep('preview');
      }
    } finally {
      setReading(false);
    }
  }

  return {
    step,
    error,
    isReading,
    read,
    sheets,
    sheet: file?.sheet ?? 0,
    mapping,
    rows,
    summary: summaryOf(rows),
    existing,
    chooseFile: async (chosen: File) => {
      await check({ name: chosen.name, bytes: new Uint8Array(await chosen.arrayBuffer()), sheet: 0 });
    },
    chooseSheet: (sheet: number) => {
      if (file) void check({ ...file, sheet });
    },
    setMapping,
    applyMapping: () => {
      if (file) void check(file, mapping);
    },
    fix: (line: number, field: string, text: string) =>
      setRows((current) => {
        const row = current.find((candidate) => candidate.line === line);
        if (!row?.input || row.input[field] === text) return current;
        const taken = new Map<string, number>();
        for (const other of current) {
          const key = other.values && other.line !== line ? matchKey(declaration, other.values) : null;
          if (key !== null) taken.set(key, other.line);
        }
        const next = checkInput(
          declaration,
          line,
          { ...row.input, [field]: text },
          taken,
          new Set(existing.keys()),
        );
        return current.map((candidate) => (candidate.line === line ? next : candidate));
      }),
    leaveOut: (line: number) => setRows((current) => current.filter((row) => row.line !== line)),
    fileName: file?.name ?? '',
    reset: () => {
      setFile(null);
      setStep('file');
      setRows([]);
      setRead(null);
      setSheets([]);
      setError(null);
    },
  };
}
