/**
 * The API reference cannot drift (docs/ARCHITECTURE.md, API reference): every route is in it, each
 * request schema is the JSON Schema of the schema its route validates with, docs/openapi.json is
 * what the server generates, and no handler reads its input past its route's declaration.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { testEnv } from '../../test/test-app';
import { inputDeclarationOf } from '../route-input';
import { apiCalls } from './build-document';

const app = createApp({ db: {} as never, env: testEnv(), jwtSecret: 'x'.repeat(48) });
const root = path.resolve(import.meta.dirname, '../../..');

type Operation = {
  parameters?: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  'x-access': { kind: string };
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

async function served(): Promise<Document> {
  const answer = await app.request('/api/openapi.json');
  expect(answer.status).toBe(200);
  return (await answer.json()) as Document;
}

const operationOf = (document: Document, method: string, route: string) =>
  document.paths[route.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];

/** Written here, not imported from the generator: the test states the conversion it expects. */
function expectedSchema(schema: v.GenericSchema<unknown, unknown>) {
  const converted = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'ignore',
  }) as Record<string, unknown>;
  delete converted.$schema;
  return converted;
}

const apiRoutes = app.routes.filter(
  (route) => route.method !== 'ALL' && route.path.startsWith('/api/') && !route.path.startsWith('/api/dev/'),
);

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and holds every API route with its declared access', async () => {
    const document = await served();
    expect(document.openapi).toBe('3.1.0');
    const missing = apiRoutes
      .filter((route) => !operationOf(document, route.method, route.path))
      .map((route) => `${route.method} ${route.path}`);
    expect(missing, 'routes missing from the document').toEqual([]);
    for (const call of apiCalls(app.routes)) {
      expect(operationOf(document, call.method, call.path)?.['x-access'], call.path).toEqual(call.access);
    }
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations).toHaveLength(apiCalls(app.routes).length);
  });

  it('gives each route the JSON Schema of the schema its route validates with', async () => {
    const document = await served();
    const declared = apiRoutes.flatMap((route) => {
      const input = inputDeclarationOf(route.handler);
      return input ? [{ route, input }] : [];
    });
    expect(declared.length).toBeGreaterThan(50);
    for (const { route, input } of declared) {
      const operation = operationOf(document, route.method, route.path);
      const label = `${route.method} ${route.path}`;
      const expected = expectedSchema(input.schema);
      if (input.target === 'query') {
        const query = Object.fromEntries(
          (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema]),
        );
        expect(query, label).toEqual(expected.properties);
      } else if (input.target === 'json') {
        expect(operation?.requestBody?.content['application/json']?.schema, label).toEqual(expected);
      } else {
        const form = operation?.requestBody?.content['multipart/form-data']?.schema;
        expect(form?.properties?.json, label).toMatchObject({ contentSchema: expected });
        for (const file of input.files) expect(form?.properties?.[file.name], label).toBeDefined();
        const json = operation?.requestBody?.content['application/json']?.schema;
        expect(json, label).toEqual(input.alsoJson ? expected : undefined);
      }
    }
  });

  it('is what docs/openapi.json holds', async () => {
    const file = JSON.parse(readFileSync(path.join(root, 'docs/openapi.json'), 'utf8')) as unknown;
    expect(file, 'docs/openapi.json is stale: run `npm run openapi` and commit it').toEqual(await served());
  });

  it('is served with an interactive reference page that loads nothing from elsewhere', async () => {
    const page = await app.request('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await page.text();
    const policy = page.headers.get('Content-Security-Policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map(([, attributes = '']) => attributes);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    expect(html).toContain('src="/api/docs/scalar.js"');
    expect(html).toContain('/api/openapi.json');
    expect(html).not.toMatch(/https?:\/\//);
    const bundle = await app.request('/api/docs/scalar.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('Content-Type')).toMatch(/javascript/);
  });
});

describe('route inputs', () => {
  const featureFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return featureFiles(full);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
    });

  it('are declared on the route: no handler under server/features parses its own body or query', () => {
    const offenders = featureFiles(path.join(root, 'server/features')).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return /\b(readJson|parseInput)\(|\bc\.req\.json\(/.test(text) ? [path.relative(root, file)] : [];
    });
    expect(offenders, 'declare the input with jsonBody/queryOf/fileBody (server/lib/route-input.ts)').toEqual(
      [],
    );
  });
});
