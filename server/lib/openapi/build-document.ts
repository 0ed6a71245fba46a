/**
 * The OpenAPI 3.1 document of the API, read from the app's own routes (docs/ARCHITECTURE.md, API
 * reference): each route's access from its declaration (route-access.ts, require-permission.ts),
 * its input from its declaration (route-input.ts), the data of a list or a get from its entity's
 * row schema (entity-list/entity-routes.ts). Nothing is written twice, so the reference cannot
 * drift from what the server checks; the tests in this folder hold it so.
 */
import { API_BASE_PATH, EnvelopeSchema } from '../../../src/contract';
import { readOf } from '../entity-list/entity-routes';
import { requirementsOf } from '../require-permission';
import { accessOf } from '../route-access';
import { inputDeclarationOf, type InputDeclaration } from '../route-input';
import { descriptionOf, type CallDescription } from './describe-call';
import { jsonSchemaOf, type JsonSchema } from './json-schema';

type RouteEntry = { method: string; path: string; handler: unknown };

/** Development-only calls (the mail page without SMTP) are not part of the API. */
const UNDOCUMENTED = ['/api/dev/'];

export type Access =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'permission'; anyOf: { menu: string; action: string }[] };

/** One documented call: what the document says of it, read from its route's chain. */
export type ApiCall = {
  method: string;
  path: string;
  access: Access;
  input: InputDeclaration | undefined;
  read: ReturnType<typeof readOf>;
  description: CallDescription | undefined;
};

const ENVELOPE_REF = { $ref: '#/components/schemas/Envelope' };

/** The calls of the app under /api, one per method and path, in the order they were mounted. */
export function apiCalls(routes: readonly RouteEntry[]): ApiCall[] {
  const areaAccess = routes.flatMap((route) => {
    const access = route.method === 'ALL' && route.path.endsWith('/*') ? accessOf(route.handler) : undefined;
    return access ? [{ area: route.path.slice(0, -2), access }] : [];
  });
  const calls = new Map<string, ApiCall>();
  for (const route of routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/')) continue;
    if (UNDOCUMENTED.some((prefix) => route.path.startsWith(prefix))) continue;
    const key = `${route.method} ${route.path}`;
    const call = calls.get(key) ?? {
      method: route.method,
      path: route.path,
      access: { kind: 'public' as const },
      input: undefined,
      read: undefined,
      description: undefined,
    };
    const byArea = areaAccess.find(({ area }) => route.path === area || route.path.startsWith(`${area}/`));
    if (!calls.has(key) && byArea) call.access = { kind: byArea.access } as Access;
    const access = accessOf(route.handler);
    const grants = requirementsOf(route.handler);
    if (grants)
      call.access = { kind: 'permission', anyOf: grants.map(([menu, action]) => ({ menu, action })) };
    else if (access && access !== 'permission') call.access = { kind: access };
    call.input = inputDeclarationOf(route.handler) ?? call.input;
    call.read = readOf(route.handler) ?? call.read;
    call.description = descriptionOf(route.handler) ?? call.description;
    calls.set(key, call);
  }
  return [...calls.values()];
}

const openApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');

/** The area of a call (`Merchant`); calls outside the areas are `Service` (health, this reference). */
function tagOf(path: string): string {
  if (!path.startsWith(`${API_BASE_PATH}/`)) return 'Service';
  return path.slice(API_BASE_PATH.length + 1).split('/')[0] ?? '';
}

/**
 * A summary read from the path, within its area's group: "POST …/Merchant/status/update" →
 * "Status update", "GET …/Merchant/merchantListPage" → "Merchant list page", "GET …/Case/:id" →
 * "Read by id".
 */
function summaryOf(method: string, path: string): string {
  const inArea = path.startsWith(`${API_BASE_PATH}/`);
  const parts = inArea
    ? path
        .slice(API_BASE_PATH.length + 1)
        .split('/')
        .slice(1)
    : path.slice(5).split('/');
  const words = parts
    .map((part) =>
      part.startsWith(':')
        ? `by ${part.slice(1)}`
        : part
            .replace(/([a-z])([A-Z])/g, '$1 $2')
            .replace(/[-_]/g, ' ')
            .toLowerCase(),
    )
    .join(' ');
  const text =
    !words || words.startsWith('by ')
      ? `${method === 'GET' ? 'read' : method.toLowerCase()} ${words}`
      : words;
  return text.trim().charAt(0).toUpperCase() + text.trim().slice(1);
}

function accessText(access: Access): string {
  if (access.kind === 'public') return 'Access: public (no sign-in).';
  if (access.kind === 'signed-in') return 'Access: any signed-in user.';
  const grants = access.anyOf.map(({ menu, action }) => `\`${menu}:${action}\``).join(', ');
  return `Access: a role holding one of the function grants (FAC) ${grants}.`;
}

function parametersOf(call: ApiCall): JsonSchema[] {
  const pathParams = [...call.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (call.input?.target !== 'query') return pathParams;
  const query = jsonSchemaOf(call.input.schema);
  const required = new Set((query.required as string[] | undefined) ?? []);
  const properties = (query.properties ?? {}) as Record<string, JsonSchema>;
  return [
    ...pathParams,
    ...Object.entries(properties).map(([name, schema]) => ({
      name,
      in: 'query',
      required: required.has(name),
      schema,
    })),
  ];
}

/** The request body of a call: JSON, or multipart with the JSON as its `json` part and files. */
export function requestBodyOf(input: InputDeclaration | undefined): JsonSchema | undefined {
  if (!input || input.target === 'query') return undefined;
  const schema = jsonSchemaOf(input.schema);
  const json = { 'application/json': { schema } };
  if (input.target === 'json') return { required: true, content: json };
  const files = Object.fromEntries(
    input.files.map((file) => [
      file.name,
      { type: 'string', contentMediaType: 'application/octet-stream', description: file.description },
    ]),
  );
  const multipart = {
    schema: {
      type: 'object',
      properties: {
        json: { type: 'string', contentMediaType: 'application/json', contentSchema: schema },
        ...files,
      },
      required: ['json', ...input.files.filter((file) => file.required).map((file) => file.name)],
    },
  };
  return {
    required: true,
    content: { ...(input.alsoJson ? json : {}), 'multipart/form-data': multipart },
  };
}

/** The answer's `data`: a list page or a row of an entity, or what the call's description names. */
function dataOf(call: ApiCall): JsonSchema | undefined {
  if (call.description?.answers) return jsonSchemaOf(call.description.answers);
  if (!call.read) return undefined;
  const row = jsonSchemaOf(call.read.rowSchema);
  return call.read.kind === 'get'
    ? row
    : {
        type: 'object',
        properties: {
          items: { type: 'array', items: row },
          totalCount: { type: 'integer' },
          pageSize: { type: 'integer' },
          curPageIndex: { type: 'integer' },
        },
        required: ['items', 'totalCount', 'pageSize', 'curPageIndex'],
      };
}

function answerOf(call: ApiCall): JsonSchema {
  const data = dataOf(call);
  return data ? { allOf: [ENVELOPE_REF, { type: 'object', properties: { data } }] } : ENVELOPE_REF;
}

function operationOf(call: ApiCall): JsonSchema {
  const body = requestBodyOf(call.input);
  const parameters = parametersOf(call);
  const failure = {
    description: 'Refused: the envelope with `success: false`, its `code` and any field `errors`.',
  };
  return {
    tags: [tagOf(call.path)],
    summary: call.description?.summary ?? summaryOf(call.method, call.path),
    description: accessText(call.access),
    'x-access': call.access,
    security: call.access.kind === 'public' ? [] : [{ bearer: [] }],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      '200': {
        description: 'Done: the envelope with `success: true`.',
        content: { 'application/json': { schema: answerOf(call) } },
      },
      default: { ...failure, content: { 'application/json': { schema: ENVELOPE_REF } } },
    },
  };
}

/** The document; its version is the API's, the `v1` of its paths. */
export function buildOpenApiDocument(routes: readonly RouteEntry[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const call of apiCalls(routes)) {
    const path = openApiPath(call.path);
    paths[path] = { ...paths[path], [call.method.toLowerCase()]: operationOf(call) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Back-office portal API',
      version: '1',
      description:
        'Generated from the contract schemas the server validates with (`npm run openapi`). ' +
        'Every answer is the envelope `{ success, message, code, params?, data, errors? }`; ' +
        'docs/api.md explains calling it: authentication, idempotency and sync.',
    },
    servers: [{ url: '/' }],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      schemas: { Envelope: jsonSchemaOf(EnvelopeSchema) },
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token of a sign-in.',
        },
      },
    },
  };
}
