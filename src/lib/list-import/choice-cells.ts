/**
 * Choice cells (docs/ARCHITECTURE.md, Import): a cell of a choice field (account type, salutation,
 * level, …) names its value by the stored value or by the value's label in any language, ignoring
 * case, spacing and punctuation, as headers name fields (match-headers.ts). So a Malay user's
 * export ("Korporat") and an English one ("Corporate") both import. The names come from the page
 * (labels live in the features); here they are plain data, so they cross into the Worker.
 */
import { normalizeHeader } from './match-headers';

/** Per choice field: each name a cell may use (normalized) → the stored value. */
export type ChoiceNames = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * The names of each field's values: the values themselves first, so a label that happens to spell
 * another value never takes its place, then each value's labels in the order given.
 */
export function choiceNames(
  labels: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>,
): ChoiceNames {
  return Object.fromEntries(
    Object.entries(labels).map(([field, byValue]) => {
      const names: Record<string, string> = {};
      const add = (name: string, value: string) => {
        const normal = normalizeHeader(name);
        if (normal && !(normal in names)) names[normal] = value;
      };
      for (const value of Object.keys(byValue)) add(value, value);
      for (const [value, valueLabels] of Object.entries(byValue)) {
        for (const label of valueLabels) add(label, value);
      }
      return [field, names];
    }),
  );
}

/** The row's input with each choice cell that names a value replaced by that value; others as typed. */
export function withChoiceValues(
  input: Readonly<Record<string, string>>,
  choices: ChoiceNames | undefined,
): Record<string, string> {
  if (!choices) return { ...input };
  const output = { ...input };
  for (const [field, names] of Object.entries(choices)) {
    const text = output[field];
    if (text === undefined || text === '') continue;
    const value = names[normalizeHeader(text)];
    if (value !== undefined) output[field] = value;
  }
  return output;
}
