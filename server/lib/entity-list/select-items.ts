/**
 * A resource's select list as items: each top-level item (outside parentheses and quotes) with
 * the alias it must end in, `AS "name"`, which every resource's list does (a row read with it IS
 * the contract's row); anything else is a programming error, found when the server starts.
 */
export type SelectItem = { name: string; sql: string };

export function selectItems(entity: string, columns: string): SelectItem[] {
  const items: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < columns.length; i += 1) {
    const char = columns[i];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"') quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) {
      items.push(columns.slice(start, i));
      start = i + 1;
    }
  }
  items.push(columns.slice(start));
  return items.map((item) => {
    const alias = /\sAS\s+"([A-Za-z_][A-Za-z0-9_]*)"\s*$/i.exec(item);
    if (!alias?.[1]) throw new Error(`${entity}: select item without an alias: ${item.trim()}`);
    return { name: alias[1], sql: item.trim() };
  });
}

/** The aliases of a select list, in order (the snapshot's columns). */
export const selectNames = (entity: string, columns: string): string[] =>
  selectItems(entity, columns).map((item) => item.name);
