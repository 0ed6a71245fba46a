import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Builds the bench harness with the app's plugins, so it runs exactly the app's code.
 * BENCH_HARNESS_DIR puts it elsewhere (two benches running at once must not share a build).
 */
export default defineConfig({
  root: fileURLToPath(new URL('./harness', import.meta.url)),
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
  resolve: { alias: { 'styled-system': fileURLToPath(new URL('../../styled-system', import.meta.url)) } },
  build: {
    outDir:
      process.env.BENCH_HARNESS_DIR ??
      fileURLToPath(new URL('../../.test-data/bench-harness', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
  logLevel: 'warn',
});
