/**
 * SQL fragments shared by the row mappers, so every answer formats values the same way on PGlite
 * and PostgreSQL whatever the drivers do with types: timestamps as ISO 8601 UTC with milliseconds
 * (truncated, matching `date_trunc('milliseconds', ...)` used for sorting), dates as YYYY-MM-DD,
 * numerics as float8 (JS numbers).
 */
export const isoTimestamp = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const isoDate = (column: string) => `${column}::text`;

export const float = (column: string) => `${column}::float8`;

/** bigint arrives as a string (node-postgres) or a number (PGlite); sequence values fit a double. */
export const toNumber = (value: string | number | bigint): number => Number(value);

/** Turns snake_case column names into the contract's camelCase names. */
export const camel = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
