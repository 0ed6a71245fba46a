import { gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';

/**
 * Prints, on every build, the JS a first visit of /login loads: the entry chunk, the sign-in
 * screen's chunk, everything they import statically, and the English catalog's first-visit part
 * (vite/first-visit-catalog.ts), gzipped (level 9, as `npm run bench` counts). Over the budget of 150 KB it says so, on every build, where
 * the change that grew it is made. It leaves out what the screen imports lazily, so it reads a
 * little under the bench's figure (the browser's own count, tests/bench/run.ts).
 * `FIRST_VISIT_FILES=<n>` also prints each counted file with its n largest modules, to find what
 * grew it.
 */
export const LOGIN_BUDGET_KB = 150;

const LOGIN_ROUTE = '/src/routes/login.tsx';
const DEFAULT_CATALOG = '/src/lib/i18n/first-visit-en.ts';

export function firstVisitBudget(): Plugin {
  return {
    name: 'bo-portal:first-visit-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Rolldown.OutputChunk => file.type === 'chunk',
      );
      const starts = chunks.filter(
        (chunk) =>
          chunk.isEntry ||
          chunk.facadeModuleId?.includes(LOGIN_ROUTE) ||
          chunk.facadeModuleId?.endsWith(DEFAULT_CATALOG),
      );
      // The service worker's own build has none of these: nothing to count there.
      if (!starts.some((chunk) => chunk.facadeModuleId?.includes(LOGIN_ROUTE))) return;
      const loaded = new Set<string>();
      const visit = (fileName: string) => {
        if (loaded.has(fileName)) return;
        loaded.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
      };
      starts.forEach((chunk) => visit(chunk.fileName));
      const bytes = [...loaded].reduce((sum, fileName) => {
        const chunk = bundle[fileName];
        return chunk?.type === 'chunk' ? sum + gzipSync(chunk.code, { level: 9 }).length : sum;
      }, 0);
      const modulesShown = Number(process.env['FIRST_VISIT_FILES'] ?? 0);
      if (modulesShown > 0) {
        for (const fileName of loaded) {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk') continue;
          const size = gzipSync(chunk.code, { level: 9 }).length / 1024;
          const modules = Object.entries(chunk.modules)
            .map(
              ([id, info]) =>
                [
                  id.replace(/.*node_modules\//, '~').replace(/.*\/src\//, 'src/'),
                  info.renderedLength,
                ] as const,
            )
            .sort((a, b) => b[1] - a[1])
            .slice(0, modulesShown)
            .map(([id, length]) => `    ${(length / 1024).toFixed(1)} KB raw ${id}`);
          this.info([`${size.toFixed(1)} KB ${fileName}`, ...modules].join('\n'));
        }
      }
      const kb = bytes / 1024;
      const line = `first visit of /login: ${kb.toFixed(1)} KB of JS gzip in ${loaded.size} files, budget ${LOGIN_BUDGET_KB} KB`;
      if (kb <= LOGIN_BUDGET_KB) this.info(`${line}: within`);
      else this.warn(`${line}: OVER: what a first visit runs grew`);
    },
  };
}
