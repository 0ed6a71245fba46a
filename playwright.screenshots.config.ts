import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run screenshots`: the README's pictures, taken from the real app on a fresh seeded server
 * by tests/screenshots/readme.spec.ts, so they stay current. Same server and browser as the e2e
 * suite; one project, no retries.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/screenshots',
  projects: [{ name: 'screenshots', testMatch: 'readme.spec.ts' }],
  retries: 0,
  reporter: [['list']],
});
