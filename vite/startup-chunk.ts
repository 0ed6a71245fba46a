import type { Rolldown } from 'vite';

type NameFunction = (
  moduleId: string,
  context: { getModuleInfo: (id: string) => Rolldown.ModuleInfo | null },
) => string | null;

/**
 * Puts every module that the entry imports statically (the code any first visit runs anyway) in
 * the entry chunk. Left alone, Rolldown splits the route definitions and their helpers into ~40
 * small shared chunks, all fetched at start: over HTTP/1.1 (6 connections) that queue cost a
 * simulated mobile first visit about a second before the first paint. Lazy code (route components,
 * Dexie, sync) keeps its own chunks.
 */
export function startupChunk(): NameFunction {
  const memo = new Map<string, boolean>();
  const isStartup = (
    id: string,
    getInfo: (id: string) => Rolldown.ModuleInfo | null,
    visiting: Set<string>,
  ): boolean => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    const info = getInfo(id);
    if (!info) return false;
    if (info.isEntry) return true;
    visiting.add(id);
    const result = info.importers.some(
      (importer) => !visiting.has(importer) && isStartup(importer, getInfo, visiting),
    );
    visiting.delete(id);
    memo.set(id, result);
    return result;
  };
  const warned = new Set<string>();
  return (moduleId, context) => {
    const getInfo = (id: string) => context.getModuleInfo(id);
    if (!isStartup(moduleId, getInfo, new Set())) return null;
    warnOfBarrel(moduleId, getInfo(moduleId), warned);
    return 'index';
  };
}

/**
 * The contract's barrel (src/contract/index.ts) re-exports every contract module, and chunks are
 * made of whole modules: code a first visit runs that imports a value from the barrel loads every
 * contract module any screen uses, enough to take /login over its 150 KB budget. Such
 * code imports from the contract module itself (`contract/auth`); type imports are free.
 */
function warnOfBarrel(id: string, info: Rolldown.ModuleInfo | null, warned: Set<string>) {
  if (!info || id.includes('/src/contract/') || warned.has(id)) return;
  if (!info.importedIds.some((imported) => imported.endsWith('/src/contract/index.ts'))) return;
  warned.add(id);
  console.warn(
    `[startup-chunk] ${id.slice(id.indexOf('/src/') + 1)} runs on a first visit and imports the contract's barrel: import from the contract module itself`,
  );
}
