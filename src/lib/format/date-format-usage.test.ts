import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A screen that formats dates itself escapes the product's format (docs/product.md, Dates and time zone)
 * ("Nov 24, 2026, 9:37 PM", "10/26"). Screens format dates only through src/lib/format/date.ts; this fails on
 * any other date formatting in a component (.tsx). Plain modules may still compute dates for data, such as
 * today's ISO date in a given time zone.
 */
const SOURCE = join(import.meta.dirname, '../..');
const DATE_FORMATTING =
  /\b(toLocaleDateString|toLocaleTimeString|toLocaleString|DateTimeFormat)\b|\bfmtDate\(/;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

describe('date formatting', () => {
  it('finds source files to scan', () => {
    expect(sourceFiles(SOURCE).length).toBeGreaterThan(50);
  });

  it('happens only in the date formatter', () => {
    const offenders = sourceFiles(SOURCE).flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          DATE_FORMATTING.test(line) ? [`${relative(SOURCE, path)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(offenders).toEqual([]);
  });
});
