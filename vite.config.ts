import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { buildInfo } from './vite/build-info.ts';
import { firstVisitBudget } from './vite/first-visit-budget.ts';
import { firstVisitCatalog } from './vite/first-visit-catalog.ts';
import { precompress } from './vite/precompress.ts';
import { serverMessageIds } from './vite/server-message-ids.ts';
import { startupChunk } from './vite/startup-chunk.ts';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [
    // The router plugin must come before react(): it splits every route into its own lazy chunk.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    // A sign-in page's first visit loads only the messages it uses (docs/ARCHITECTURE.md, The app).
    firstVisitCatalog(),
    // The server messages' English stays out of the app's code (the catalogs hold it).
    serverMessageIds(),
    buildInfo(),
    // The service worker (src/sw.ts, injectManifest: custom update messages and background replay).
    // Registered by src/lib/pwa in production builds only (TOOLCHAIN pitfall 4).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png'],
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,woff,woff2}'],
        // The worker imports the app's replay code, which reaches Lingui macros and catalogs.
        buildPlugins: {
          vite: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
        },
      },
      manifest: {
        id: '/',
        name: 'Back Office Portal',
        short_name: 'BO Portal',
        description: 'Back-office portal for merchants, users and access control',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#1d4ed8',
        background_color: '#ffffff',
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    // .br and .gz beside every text file of the build; the server sends them (server/static).
    precompress(),
    // Prints what a first visit of /login loads against its 150 KB budget.
    firstVisitBudget(),
  ],
  resolve: { alias: { 'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)) } },
  build: {
    manifest: true,
    // No source maps in the build: the production app would hand out its sources (docs/security.md).
    sourcemap: false,
    target: 'es2022',
    // One entry chunk for all code a first visit runs (vite/startup-chunk.ts).
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: startupChunk(), debugName: 'startup' }] } },
    },
  },
  // X-Forwarded-For names the browser's address, so the development mail page (loopback callers
  // only: docs/security.md) stays closed to others when the dev server is exposed with --host.
  server: { proxy: { '/api': { target: apiTarget, changeOrigin: false, xfwd: true } } },
  preview: { proxy: { '/api': { target: apiTarget, xfwd: true } } },
});
