/**
 * The SQL of the list rules `queryEntityRows` defines (src/contract/entity-descriptor.ts), so
 * the server answers exactly the rows and order the device's engine does:
 * - text sorts by the lower-cased value in code-unit order (`COLLATE "C"`, the order of JS `<` on
 *   lower-cased strings), a missing value as empty text;
 * - timestamps by their value to the millisecond (what the row carries), numbers by value;
 * - dates by their ISO text, a missing one as empty text (first ascending);
 * - filters: `contains` on the lower-cased value with %, _ and \ literal; `equals` exactly;
 *   `from`/`to` compare the ISO date text (both inclusive; a missing value never matches).
 * Every sort key on a list's own table has an index on exactly its expression and the id
 * (migration 017, checked by server/resources/list-plans.test.ts): a page walks it, no sort.
 * lower() follows the database's ctype (C.UTF-8 on PGlite and PostgreSQL images), which lowers
 * accented letters as JS does; a database created with ctype plain "C" would lower only A-Z.
 */
import type { MatchRule } from '../../../src/contract';
import { escapeLike } from '../sql-format';

export const textSort = (expression: string) => `lower(coalesce(${expression}, '')) COLLATE "C"`;

/**
 * An instant to the millisecond, as UTC wall time: the same order as `date_trunc` on the
 * timestamptz, but built of IMMUTABLE functions only, so an index can hold it (migration 017); the
 * timestamptz form depends on the session's time zone and cannot be indexed.
 */
export const instantSort = (expression: string) =>
  `date_trunc('milliseconds', (${expression}) AT TIME ZONE 'UTC')`;

/** A date that may be missing: its ISO text, a missing one as empty text (first ascending). */
export const dateSort = (expression: string) => `coalesce((${expression})::text, '') COLLATE "C"`;

/**
 * A number, or a date never missing, sorts by value (a date's order is its ISO text's), so an
 * index on the column serves the order.
 */
export const valueSort = (expression: string) => expression;

/**
 * The condition of one filter on `expression` with its value as parameter `$n`, and the value to
 * bind. Dates compare as text, as the reference does: a bound that is no calendar day (the query
 * schema only checks its shape) then matches as the reference says instead of failing a cast.
 */
export function filterCondition(match: MatchRule, expression: string, wanted: string, n: number) {
  switch (match) {
    case 'contains':
      return {
        sql: `lower(coalesce(${expression}, '')) LIKE '%' || lower($${n}) || '%' ESCAPE '\\'`,
        value: escapeLike(wanted),
      };
    case 'equals':
      return { sql: `${expression} = $${n}`, value: wanted };
    case 'from':
      return { sql: `(${expression})::text COLLATE "C" >= $${n}`, value: wanted };
    case 'to':
      return { sql: `(${expression})::text COLLATE "C" <= $${n}`, value: wanted };
  }
}

/** A text constant of our own (never input) as an SQL literal. */
export const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;
