/**
 * SQL fragments of the select lists that map rows to the contract. Those lists alias every column
 * to its camelCase contract name, so rows need no mapping in JS, and format values in SQL, so both
 * PGlite and PostgreSQL answer the same whatever their drivers do with types: timestamps as ISO
 * 8601 UTC with milliseconds (truncated, like the `date_trunc('milliseconds', ...)` the lists sort
 * by), dates as YYYY-MM-DD, numerics and bigints (versions fit a double) as float8, i.e. numbers.
 */
export const isoTimestamp = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const isoDate = (column: string) => `${column}::text`;

export const float = (column: string) => `${column}::float8`;

/** bigint/count arrives as a string (node-postgres) or a number (PGlite). */
export const toNumber = (value: string | number | bigint): number => Number(value);

/** A LIKE pattern matching `value` literally: %, _ and the escape character \ lose their meaning. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, '\\$&');
