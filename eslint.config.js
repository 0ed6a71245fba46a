import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Layering (docs/ARCHITECTURE.md, Boundaries): contract imports nothing of ours; lib and ui import no features. */
const forbid = (group, message) => ({ group, message });

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'styled-system/',
      'src/routeTree.gen.ts',
      'locales/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'data/',
      '.test-data/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/contract/**'],
    // Tests run the contract against the shared fixtures; they are not shipped to the server.
    ignores: ['src/contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              ['../*', '!./*'],
              'The contract is shared with the server: it imports only itself and valibot.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/**', 'src/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(['**/features/**', '**/routes/**'], 'lib/ and ui/ never import features or routes.'),
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              features
                .filter((other) => other !== feature)
                .map((other) => `**/features/${other}/**`)
                .concat(features.filter((other) => other !== feature).map((other) => `../${other}/*`))
                .concat(['**/routes/**']),
              'Features do not import each other: compose them in a route, or move shared code to lib/ or ui/.',
            ),
          ],
        },
      ],
    },
  })),
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              ['**/src/lib/**', '**/src/features/**', '**/src/ui/**', '**/src/routes/**'],
              'The server imports only src/contract.',
            ),
          ],
        },
      ],
    },
  },
);
