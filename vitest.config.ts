import { lingui } from '@lingui/vite-plugin';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Unit tests run next to the code. `web` runs the app's component tests in jsdom and `web-logic`
 * the rest of the app's tests in Node; `api` runs the server's
 * tests through the Hono app on embedded PGlite, and `api-postgres` runs the same files again on
 * a real PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
 */
const apiProject = (name: string, dbKind: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['server/**/*.test.ts'],
    environment: 'node' as const,
    env: { TEST_DB_KIND: dbKind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The seeded database, built once per run and copied by each file (server/test/template-db.ts).
    globalSetup: ['server/test/template-db.ts'],
    // Each file builds its own app on its own database, so the files of a worker share the loaded
    // modules instead of importing the server again per file: half the CPU time of the project.
    // Module-level state (the open change-notice streams, the token cache) is per database or
    // released by the file that made it (docs/ARCHITECTURE.md, Testing).
    isolate: false,
  },
});

export default defineConfig({
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
  resolve: { alias: { 'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)) } },
  test: {
    // Vitest's default is one worker less than the cores: one, on the 2-core machines that run the
    // suite. Many files wait on a database most of their time, so two workers take 340 s instead
    // of 450 s there.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/test-setup.ts'],
        },
      },
      // The app's logic without a DOM, in Node: a jsdom per file costs about a second on 2 cores.
      // A `.test.ts` that needs the DOM says `// @vitest-environment jsdom` on its first line.
      { extends: true, test: { name: 'web-logic', include: ['src/**/*.test.ts'], environment: 'node' } },
      // The scripts' own logic (scripts/find-browser.mjs), in Node.
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
      apiProject('api', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
});
