import { transformAsync } from '@babel/core';
import type { Rolldown } from 'vite';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compiledMessages,
  firstVisitModules,
  idsUsedBy,
  pickMessages,
} from '../../../vite/first-visit-catalog';
import { isSignInPath } from './sign-in-paths';

/** Lingui 5's message id: the first 6 base64 characters of sha256(message, unit separator, context). */
const messageId = (message: string) =>
  createHash('sha256').update(`${message}\u001F`).digest('base64').slice(0, 6);

/** The English catalog's messages by the source files the extractor found them in. */
function messagesByFile(): Map<string, string[]> {
  const text = readFileSync(join(process.cwd(), 'locales', 'en', 'messages.po'), 'utf8');
  const byFile = new Map<string, string[]>();
  for (const entry of text.split(/\n\n/)) {
    const id = /^msgid (".*")$/m.exec(entry)?.[1];
    if (!id) continue;
    const message = JSON.parse(id) as string;
    for (const [, file] of entry.matchAll(/^#: (\S+):\d+$/gm)) {
      if (file) byFile.set(file, [...(byFile.get(file) ?? []), message]);
    }
  }
  return byFile;
}

/** What the build's transform leaves of a source file: the Lingui macro compiled away. */
async function macroCompiled(file: string): Promise<string> {
  const result = await transformAsync(readFileSync(join(process.cwd(), file), 'utf8'), {
    filename: join(process.cwd(), file),
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ['typescript', 'jsx'] },
    plugins: ['@lingui/babel-plugin-lingui-macro'],
  });
  return result?.code ?? '';
}

const SIGN_IN_SOURCES = [
  'src/features/auth/login-page.tsx',
  'src/features/account/register-page.tsx',
  'src/features/account/first-time-login-page.tsx',
  'src/features/account/forgot-password-page.tsx',
  'src/features/account/reset-password-page.tsx',
  'src/features/account/verify-email-page.tsx',
  'src/ui/blank-layout.tsx',
  'src/contract/messages-sign-in.ts',
  'src/contract/messages-people.ts',
  'src/contract/messages-money.ts',
  'src/contract/messages-general.ts',
];

describe('the first-visit catalog', () => {
  it('finds every message a sign-in source uses in its compiled code', async () => {
    const byFile = messagesByFile();
    const allIds = new Set([...byFile.values()].flat().map(messageId));
    for (const file of SIGN_IN_SOURCES) {
      const expected = (byFile.get(file) ?? []).map(messageId);
      expect(expected.length, `${file} has messages in the catalog`).toBeGreaterThan(0);
      const found = idsUsedBy(await macroCompiled(file), allIds);
      expect(
        expected.filter((id) => !found.has(id)),
        `${file}: messages not found`,
      ).toEqual([]);
    }
  }, 30_000);

  it('reads ids in any quote, and only whole string literals', () => {
    const ids = new Set(['UNMVei', 'fgLNSM', 'rvLiuE', 'abcdef']);
    const code = 'a({id:"UNMVei"});b(`fgLNSM`);c(\'rvLiuE\');d("xabcdef");e("abcdefx")';
    expect([...idsUsedBy(code, ids)].sort()).toEqual(['UNMVei', 'fgLNSM', 'rvLiuE']);
  });

  it('reads the compiled catalog and keeps its order in the part', () => {
    const messages = { b: ['Bee'], a: ['Hello ', ['name']], c: ['Sea'] };
    const code = `/*eslint-disable*/export const messages=JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;
    expect(compiledMessages(code)).toEqual(messages);
    expect(Object.keys(pickMessages(messages, new Set(['c', 'b', 'zz'])))).toEqual(['b', 'c']);
  });

  it('takes the entry, the sign-in routes and their static imports, not lazy screens', () => {
    const graph: Record<string, { isEntry?: boolean; importedIds?: string[] }> = {
      '/app/src/main.tsx': { isEntry: true, importedIds: ['/app/src/routes/__root.tsx'] },
      '/app/src/routes/__root.tsx': { importedIds: ['/app/src/features/errors/error-page.tsx'] },
      '/app/src/features/errors/error-page.tsx': {},
      '/app/src/routes/login.tsx': { importedIds: ['/app/src/ui/button.tsx'] },
      '/app/src/routes/login.tsx?tsr-split=component': {
        importedIds: ['/app/src/features/auth/login-page.tsx'],
      },
      '/app/src/features/auth/login-page.tsx': {},
      '/app/src/ui/button.tsx': {},
      '/app/src/routes/_app/merchants.tsx?tsr-split=component': {
        importedIds: ['/app/src/features/merchants/list.tsx'],
      },
      '/app/src/features/merchants/list.tsx': {},
    };
    const getInfo = (id: string) =>
      (graph[id] ? { isEntry: false, importedIds: [], ...graph[id] } : null) as Rolldown.ModuleInfo | null;
    expect([...firstVisitModules(Object.keys(graph), getInfo)].sort()).toEqual([
      '/app/src/features/auth/login-page.tsx',
      '/app/src/features/errors/error-page.tsx',
      '/app/src/main.tsx',
      '/app/src/routes/__root.tsx',
      '/app/src/routes/login.tsx',
      '/app/src/routes/login.tsx?tsr-split=component',
      '/app/src/ui/button.tsx',
    ]);
  });

  it('knows the sign-in pages by path', () => {
    expect(isSignInPath('/login')).toBe(true);
    expect(isSignInPath('/register/')).toBe(true);
    expect(isSignInPath('/')).toBe(false);
    expect(isSignInPath('/merchant/merchant-list')).toBe(false);
  });
});
