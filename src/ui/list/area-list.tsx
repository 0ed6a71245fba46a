/**
 * An area's columns and filter controls from its fields (docs/ARCHITECTURE.md, Entity descriptors):
 * each field's kind gives its default cell (text, code, a calendar day, an instant, money always
 * through the contract's money module, a status as its translated value, in a badge when the area
 * gives tones) and each filter's rule its control (text, a select of the status's values, a date).
 * An area gives the labels, one per field or filter, and only its special cells.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { type AreaField, type DerivedField, fieldReader } from '../../contract/area-fields';
import type { ColumnSpec, FilterSpec } from '../../contract';
import { formatDate, formatDay } from '../../lib/format/date';
import { Badge, type BadgeTone } from '../badge';
import { type ColumnCell, columnsOf, moneyCell, textCell } from './column-cells';
import type { ListColumn, ListFilterControl, ListRow } from './list-types';

/**
 * A status field's translated values, their badge tones (one for every value, or plain text
 * without) and the blank choice.
 */
export type ChoiceLabels = {
  labels: Readonly<Record<string, MessageDescriptor>>;
  tones?: Readonly<Record<string, BadgeTone>> | BadgeTone;
  /** Its filter's blank choice ("All kinds"); a status that never filters needs none. */
  all?: MessageDescriptor;
};

/**
 * An area's words: each column's header and each filter's label by name (`filters` where a
 * filter's label is not its column's: a notification's "Kind" beside its column "Notification"),
 * and its status values.
 */
export type AreaLabels = {
  fields: Readonly<Record<string, MessageDescriptor>>;
  filters?: Readonly<Record<string, MessageDescriptor>>;
  choices?: Readonly<Record<string, ChoiceLabels>>;
};

type Area = {
  entity: string;
  columns: readonly ColumnSpec[];
  filters: Readonly<Record<string, FilterSpec<never>>>;
  fields: Readonly<Record<string, AreaField | DerivedField>>;
};

/** Translates in the current language; `useLingui`'s `_` is a new function in each, so memos follow a switch. */
type Translate = (descriptor: MessageDescriptor) => string;

function labelOf(translate: Translate, area: Area, labels: AreaLabels, name: string, filter = false) {
  const label = (filter ? labels.filters?.[name] : undefined) ?? labels.fields[name];
  if (!label) throw new Error(`No label for the ${area.entity} field ${name}`);
  return translate(label);
}

function defaultCell<Row extends ListRow>(
  name: string,
  field: AreaField | DerivedField,
  label: string,
  i18n: I18n,
  choices: ChoiceLabels | undefined,
): ColumnCell<Row> {
  const read = fieldReader(name, field) as (row: Row) => string | number | null;
  const text = (row: Row) => {
    const value = read(row);
    return value === null ? null : String(value);
  };
  const locale = i18n.locale;
  switch (field.kind) {
    case 'money': {
      const currency = field.options.currency;
      return moneyCell(
        label,
        (row) => Number(read(row)),
        (row) => (currency ? String((row as Record<string, unknown>)[currency]) : 'MYR'),
        locale,
      );
    }
    case 'number':
      return { label, render: (row) => text(row) ?? '—', exportValue: read };
    case 'date':
      return textCell(label, (row) => formatDay(text(row), locale) || null);
    case 'timestamp':
      return textCell(label, (row) => {
        const value = text(row);
        return value === null ? null : formatDate(value, locale);
      });
    case 'status': {
      if (!choices) return textCell(label, text);
      const shown = (row: Row) => {
        const value = text(row);
        const choice = value === null ? undefined : choices.labels[value];
        return choice ? i18n._(choice) : value;
      };
      const tones = choices.tones;
      if (!tones) return textCell(label, shown);
      return {
        label,
        render: (row) => (
          <Badge tone={typeof tones === 'string' ? tones : tones[text(row) ?? '']}>{shown(row)}</Badge>
        ),
        exportValue: shown,
      };
    }
    default:
      return textCell(label, text);
  }
}

/**
 * The area's columns, in its declaration's order: the default cell of each field's kind, with
 * `special` laid over it (keep it memoised: the columns are rebuilt when it changes).
 */
export function useAreaColumns<Row extends ListRow>(
  area: Area,
  labels: AreaLabels,
  special: Readonly<Record<string, Partial<ColumnCell<Row>>>> = {},
): readonly ListColumn<Row>[] {
  const { i18n, _ } = useLingui();
  return useMemo(() => {
    const cells = Object.fromEntries(
      area.columns.map(({ key }) => {
        const field = area.fields[key];
        if (!field) throw new Error(`No field for the ${area.entity} column ${key}`);
        // A whole cell of the caller's (an e-invoice state's, from its feature) brings its label.
        const label = special[key]?.label ?? labelOf(_, area, labels, key);
        return [
          key,
          { ...defaultCell<Row>(key, field, label, i18n, labels.choices?.[key]), ...special[key] },
        ];
      }),
    );
    return columnsOf(area.entity, area.columns, cells);
  }, [area, labels, special, i18n, _]);
}

/** A date range's bounds close the filter bar, so the two dates sit (and wrap) together. */
const isDateBound = ([, spec]: [string, FilterSpec<never>]) => spec.match === 'from' || spec.match === 'to';

/**
 * The area's filter controls: text and a select of a status's values in the declaration's order,
 * then the date range. `elsewhere` names the filters the page sets by its own means (a "My cases"
 * toggle, a link from a merchant), which the filter bar leaves out (keep it a constant).
 */
export function useAreaFilters(
  area: Area,
  labels: AreaLabels,
  elsewhere: readonly string[] = [],
): readonly ListFilterControl[] {
  const { _ } = useLingui();
  return useMemo(() => {
    const entries = Object.entries(area.filters).filter(([name]) => !elsewhere.includes(name));
    const ordered = [...entries.filter((entry) => !isDateBound(entry)), ...entries.filter(isDateBound)];
    return ordered.map(([name, spec]): ListFilterControl => {
      const label = labelOf(_, area, labels, name, true);
      if (isDateBound([name, spec])) return { name, label, control: 'date' };
      const choices = labels.choices?.[name];
      if (spec.match !== 'equals' || !choices) return { name, label, control: 'text' };
      const options = Object.entries(choices.labels).map(([value, text]) => ({
        value,
        label: _(text),
      }));
      return { name, label, control: 'select', options, allLabel: choices.all && _(choices.all) };
    });
  }, [area, labels, elsewhere, _]);
}
