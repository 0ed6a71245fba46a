import type { Plugin, Rolldown } from 'vite';
import { SIGN_IN_PATHS } from '../src/lib/i18n/sign-in-paths.ts';

/**
 * Splits the message catalog for the first visit (docs/ARCHITECTURE.md, The app): src/lib/i18n/first-visit-{locale}.ts
 * becomes the part of the compiled catalog used by the code a sign-in page loads (the entry and
 * everything it imports statically, the sign-in routes and their static imports); the app loads
 * the whole catalog after (src/lib/i18n/i18n.ts). The part is found in the build's module graph,
 * not in a list kept by hand: a message id is used by a module when its compiled code holds the id
 * as a string (the Lingui macro compiles every message to its id). Modules are read after every
 * other transform, once the macro ran. The part is written in renderChunk, before the chunk's hash
 * is taken, and generateBundle checks the result against the final chunks: the build fails if
 * code a first visit loads names a message the part lacks.
 */
const FIRST_VISIT_MODULE = /\/src\/lib\/i18n\/first-visit-(\w+)\.ts$/;
const CATALOG_MODULE = /\/locales\/(\w+)\/messages\.po$/;
const placeholder = (locale: string) => `__bo_first_visit_catalog_${locale}__`;

type Messages = Record<string, unknown>;
type GetInfo = (id: string) => Rolldown.ModuleInfo | null;

const withoutQuery = (id: string) => id.split('?')[0] ?? id;
const isSignInRoute = (id: string) =>
  SIGN_IN_PATHS.some((path) => withoutQuery(id).endsWith(`/src/routes${path}.tsx`));

/** The catalog's ids that appear as a whole string literal (any quote) in the code; one pass. */
export function idsUsedBy(code: string, ids: ReadonlySet<string>): Set<string> {
  const lengths = [...new Set([...ids].map((id) => id.length))];
  const found = new Set<string>();
  for (let start = 0; start < code.length; start += 1) {
    const quote = code[start];
    if (quote !== '"' && quote !== "'" && quote !== '`') continue;
    for (const length of lengths) {
      if (code[start + length + 1] !== quote) continue;
      const candidate = code.slice(start + 1, start + length + 1);
      if (ids.has(candidate)) found.add(candidate);
    }
  }
  return found;
}

/** The entries, the sign-in routes (and the components split from them), and their static imports. */
export function firstVisitModules(moduleIds: Iterable<string>, getInfo: GetInfo): Set<string> {
  const reached = new Set<string>();
  const visit = (id: string) => {
    if (reached.has(id)) return;
    reached.add(id);
    getInfo(id)?.importedIds.forEach(visit);
  };
  for (const id of moduleIds) if (getInfo(id)?.isEntry || isSignInRoute(id)) visit(id);
  return reached;
}

/** The compiled messages of a Lingui catalog module (`export const messages = JSON.parse("…")`). */
export function compiledMessages(code: string): Messages {
  const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/s.exec(code)?.[1];
  if (!literal) throw new Error('first-visit-catalog: no compiled messages in the catalog module');
  return JSON.parse(JSON.parse(literal) as string) as Messages;
}

/** The messages of the given ids, in the catalog's order (the same part makes the same chunk). */
export function pickMessages(messages: Messages, ids: ReadonlySet<string>): Messages {
  return Object.fromEntries(Object.entries(messages).filter(([id]) => ids.has(id)));
}

export function firstVisitCatalog(): Plugin {
  const sources = new Map<string, string>();
  const catalogs = new Map<string, Messages>();
  const picked = new Map<string, Messages>();
  return {
    name: 'bo-portal:first-visit-catalog',
    apply: 'build',
    enforce: 'post',
    load(id) {
      const locale = FIRST_VISIT_MODULE.exec(withoutQuery(id))?.[1];
      if (!locale) return null;
      return `export const messages = JSON.parse(${JSON.stringify(placeholder(locale))});`;
    },
    transform(code, id) {
      const locale = CATALOG_MODULE.exec(withoutQuery(id))?.[1];
      if (locale) catalogs.set(locale, compiledMessages(code));
      else if (id.includes('/src/')) sources.set(id, code);
      return null;
    },
    renderChunk(code, chunk) {
      const locale = FIRST_VISIT_MODULE.exec(chunk.facadeModuleId ?? '')?.[1];
      if (!locale) return null;
      const messages = catalogs.get(locale);
      if (!messages) this.error(`first-visit-catalog: the ${locale} catalog was not built`);
      const getInfo: GetInfo = (id) => this.getModuleInfo(id);
      const ids = new Set(Object.keys(messages));
      const used = new Set<string>();
      for (const id of firstVisitModules(this.getModuleIds(), getInfo)) {
        const source = sources.get(id);
        if (source) idsUsedBy(source, ids).forEach((usedId) => used.add(usedId));
      }
      const part = pickMessages(messages, used);
      picked.set(locale, part);
      const replaced = code.replace(
        new RegExp(`(["'\`])${placeholder(locale)}\\1`),
        JSON.stringify(JSON.stringify(part)),
      );
      if (replaced === code) this.error(`first-visit-catalog: no placeholder in the ${locale} part`);
      return { code: replaced, map: null };
    },
    generateBundle(_options, bundle) {
      if (picked.size === 0) return;
      const chunks = Object.values(bundle).filter(
        (file): file is Rolldown.OutputChunk => file.type === 'chunk',
      );
      const loaded = new Set<Rolldown.OutputChunk>();
      const visit = (chunk: Rolldown.OutputChunk | undefined) => {
        if (!chunk || loaded.has(chunk)) return;
        loaded.add(chunk);
        chunk.imports.forEach((fileName) => {
          const imported = bundle[fileName];
          if (imported?.type === 'chunk') visit(imported);
        });
      };
      chunks.filter((chunk) => chunk.isEntry || chunk.moduleIds.some(isSignInRoute)).forEach(visit);
      for (const [locale, part] of picked) {
        const all = new Set(Object.keys(catalogs.get(locale) ?? {}));
        const missing = new Set<string>();
        for (const chunk of loaded) idsUsedBy(chunk.code, all).forEach((id) => missing.add(id));
        for (const id of Object.keys(part)) missing.delete(id);
        if (missing.size > 0) {
          this.error(
            `first-visit-catalog: first-visit code uses messages missing from the ${locale} part: ${[...missing].join(', ')}`,
          );
        }
        this.info(`first-visit ${locale} catalog: ${Object.keys(part).length} of ${all.size} messages`);
      }
    },
  };
}
