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
  return (moduleId, context) =>
    isStartup(moduleId, (id) => context.getModuleInfo(id), new Set()) ? 'index' : null;
}
