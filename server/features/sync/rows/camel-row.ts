import { camel, toNumber } from '../../../lib/sql-format';

/**
 * Maps a row whose select list already formats every value (dates, numerics, timestamps) by
 * renaming its columns to camelCase; `version` becomes a number.
 */
export function toCamelRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) out[camel(name)] = value;
  out.version = toNumber(row.version as string | number);
  return out;
}
