import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { token } from 'styled-system/tokens';
import { describe, expect, it } from 'vitest';

/**
 * Spacing, sizes and colours come from Panda's tokens and recipes (panda.config.ts), so
 * both themes and both skins stay consistent. Screens, shared parts and routes never write a raw
 * colour (#hex, rgb(), hsl()) or a pixel value; a new size gets a token. The chart reads its
 * colours from the tokens' CSS variables at run time (uPlot draws on a canvas), which is allowed.
 */
const SOURCE = join(import.meta.dirname, '..');
const SCANNED = ['features', 'ui', 'routes'];
const RAW_VALUE = /['"`][^'"`]*(#[0-9a-fA-F]{3,8}\b|\b(rgba?|hsla?)\(|\b\d+(\.\d+)?px\b)/;
const TOKEN_VARIABLE = /getPropertyValue\('--[a-z-]+'\)/;
/** A colour property given a literal name, for example `borderColor: 'border.default'`. */
const COLOUR_NAME =
  /\b(color|bg|background|backgroundColor|border\w*Color|outlineColor|fill|stroke|accentColor|caretColor):\s*'([^']+)'/g;
const CSS_KEYWORDS = new Set(['currentColor', 'inherit', 'transparent', 'none', 'initial', 'unset']);
/** A colour name Panda knows (an opacity modifier such as `fg.onAccent/20` allowed). */
const isColourToken = (name: string) =>
  CSS_KEYWORDS.has(name) || token(`colors.${name.replace(/\/\d+$/, '')}` as never) !== undefined;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = SCANNED.flatMap((folder) => sourceFiles(join(SOURCE, folder)));

describe('styling by token', () => {
  it('finds source files to scan', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('has no raw colour or pixel value in feature code', () => {
    const offenders = files.flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          RAW_VALUE.test(line) && !TOKEN_VARIABLE.test(line)
            ? [`${relative(SOURCE, path)}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(offenders).toEqual([]);
  });

  it('names only colour tokens Panda knows (an unknown name is dropped: a near-black border)', () => {
    expect(isColourToken('border')).toBe(false);
    expect(isColourToken('border.default')).toBe(true);
    const offenders = files.flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          [...line.matchAll(COLOUR_NAME)]
            .filter(([, , name = '']) => !isColourToken(name))
            .map(([found]) => `${relative(SOURCE, path)}:${index + 1}: ${found}`),
        ),
    );
    expect(offenders).toEqual([]);
  });
});
