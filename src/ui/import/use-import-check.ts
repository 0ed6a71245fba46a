/**
 * The checking half of the import screen (docs/ARCHITECTURE.md, Import): the chosen file goes to
 * the Worker with the device copy's matching keys; the answer leads to the mapping step when the
 * headers do not all match, else to the preview, where a fixed cell is checked again here (one
 * row is cheap) against the keys of every other row.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { LOCALES, translatorOf } from '../../lib/i18n/i18n';
import { useState } from 'react';
import type { MirrorDb, MirrorRow } from '../../lib/db';
import {
  checkInput,
  choiceNames,
  deviceRecords,
  IMPORT_AREAS,
  importMessage,
  matchKey,
  runImport,
  type CheckedRow,
  type CheckSummary,
  type ChoiceNames,
  type ImportAreaName,
  type ImportRequest,
  type ImportResponse,
} from '../../lib/list-import';

export type RunImport = (request: ImportRequest) => Promise<ImportResponse>;
/** Per choice field, each stored value's label (as the form's options and the export show it). */
export type ChoiceLabels = Readonly<Record<string, Readonly<Record<string, MessageDescriptor>>>>;
type Read = Extract<ImportResponse, { ok: true }>;
export type CheckStep = 'file' | 'mapping' | 'preview';
type ChosenFile = { name: string; bytes: Uint8Array; sheet: number };

const summaryOf = (rows: readonly CheckedRow[]): CheckSummary => {
  const summary: CheckSummary = { create: 0, update: 0, error: 0 };
  for (const row of rows) summary[row.status]++;
  return summary;
};

/**
 * The translators of every language, the user's first (a Malay user's file may carry an English
 * export's words); the user's alone when another language's catalog cannot load (offline before
 * it was cached).
 */
async function allI18ns(current: I18n): Promise<I18n[]> {
  const others = await Promise.all(LOCALES.map((locale) => translatorOf(locale).catch(() => null)));
  return [current, ...others.filter((translator): translator is I18n => translator !== null)];
}

const wordsOf = (translators: readonly I18n[], descriptor: MessageDescriptor | undefined) =>
  descriptor ? [...new Set(translators.map((translator) => translator._(descriptor)).filter(Boolean))] : [];

/** The names a header may give each field: its label in every language, or its key alone. */
const headerLabels = (
  translators: readonly I18n[],
  fields: readonly string[],
  descriptors: Readonly<Record<string, MessageDescriptor>>,
): Record<string, string[]> =>
  Object.fromEntries(fields.map((field) => [field, wordsOf(translators, descriptors[field])]));

/** The names a choice cell may give each value: its label in every language (choice-cells.ts). */
const choiceWords = (translators: readonly I18n[], labels: ChoiceLabels): ChoiceNames =>
  choiceNames(
    Object.fromEntries(
      Object.entries(labels).map(([field, byValue]) => [
        field,
        Object.fromEntries(
          Object.entries(byValue).map(([value, descriptor]) => [value, wordsOf(translators, descriptor)]),
        ),
      ]),
    ),
  );

export function useImportCheck(options: {
  db: MirrorDb;
  area: ImportAreaName;
  fieldLabels: Readonly<Record<string, MessageDescriptor>>;
  choiceLabels?: ChoiceLabels | undefined;
  run?: RunImport | undefined;
}) {
  const { i18n } = useLingui();
  const { db, area, fieldLabels, choiceLabels = {}, run = runImport } = options;
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
  const [choices, setChoices] = useState<ChoiceNames>({});

  async function check(chosen: ChosenFile, chosenMapping?: (string | null)[]) {
    setFile(chosen);
    setReading(true);
    setError(null);
    try {
      const byKey = await deviceRecords(db, area);
      setExisting(byKey);
      const translators = await allI18ns(i18n);
      const labels = headerLabels(translators, declaration.fields, fieldLabels);
      const names = choiceWords(translators, choiceLabels);
      setChoices(names);
      const answer = await run({
        // A copy: the Worker takes the buffer, and a mapping or another sheet reads it again.
        bytes: chosen.bytes.slice().buffer,
        fileName: chosen.name,
        area,
        sheet: chosen.sheet,
        labels,
        ...(chosenMapping ? { mapping: chosenMapping } : {}),
        existingKeys: [...byKey.keys()],
        existing: Object.fromEntries(byKey),
        choices: names,
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
          choices,
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
