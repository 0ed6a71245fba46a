import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const foldersOf = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const features = foldersOf('./src/features');
const serverFeatures = foldersOf('./server/features');

/** Layering (docs/ARCHITECTURE.md, Boundaries): contract imports nothing of ours; lib and ui import no features. */
const forbid = (group, message) => ({ group, message });

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-*/',
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
  // Tests run the contract against the shared fixtures; they are not shipped to the server.
  contractBlock(['src/contract/**'], ['../*', '!./*']),
  // A subject of the contract in its own folder imports the contract beside it, never beyond.
  contractBlock(['src/contract/*/**'], ['../../*']),
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
    files: ['src/routes/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['dexie', 'dexie-react-hooks', 'ofetch'].map((name) => ({
            name,
            message:
              'Routes compose features and ui; storage and the network stay in lib/ (docs/ARCHITECTURE.md, Boundaries).',
          })),
        },
      ],
    },
  },
  {
    // fixtures.ts's `test` fails a test on any console error of its pages (docs/ARCHITECTURE.md, Testing); a spec that
    // took Playwright's own would skip that check silently. Types come from ./fixtures too.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Specs import test, expect and Playwright's types from './fixtures'.",
            },
          ],
        },
      ],
    },
  },
  ...serverBlocks(),
);

/** The contract is shared with the server: it imports only itself and valibot (its tests aside). */
function contractBlock(files, outside) {
  return {
    files,
    ignores: ['src/contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(outside, 'The contract is shared with the server: it imports only itself and valibot.'),
          ],
        },
      ],
    },
  };
}

/**
 * The server's layers (docs/ARCHITECTURE.md, Boundaries): it imports only src/contract of the app;
 * server/lib imports no feature and no resource; server/resources (each entity's SQL) import only
 * the contract and server/lib; a feature never imports another feature (shared code goes to
 * server/lib or server/resources). A feature's tests may use another feature's test kit.
 */
function serverBlocks() {
  const appOnlyContract = forbid(
    ['**/src/lib/**', '**/src/features/**', '**/src/ui/**', '**/src/routes/**'],
    'The server imports only src/contract.',
  );
  const restrict = (files, patterns, extra = {}) => ({
    files,
    ...extra,
    rules: { 'no-restricted-imports': ['error', { patterns: [appOnlyContract, ...patterns] }] },
  });
  return [
    restrict(['server/**'], []),
    restrict(
      ['server/lib/**'],
      [
        forbid(
          ['**/features/**', '**/resources/**', '../resources', '../../resources'],
          'server/lib imports no feature and no resource.',
        ),
      ],
    ),
    restrict(
      ['server/resources/**'],
      [forbid(['**/features/**'], 'Resources import only src/contract and server/lib.')],
    ),
    ...serverFeatures.map((feature) => {
      const others = serverFeatures.filter((other) => other !== feature);
      return restrict(
        [`server/features/${feature}/**`],
        [
          forbid(
            others.map((other) => `**/features/${other}/**`).concat(others.map((other) => `../${other}/*`)),
            'Server features do not import each other: move shared code to server/lib or server/resources.',
          ),
        ],
        { ignores: ['server/features/**/*.test.ts'] },
      );
    }),
  ];
}
