/**
 * One fuzzed request: a route of the app, a caller (half the time one the call table allows
 * there), path parameters (ids of real rows or uuids), a query or a body, and headers. Input starts
 * plausible (the route's contract schema, often on a real record at its current version); then at
 * most one part is wrong on purpose (nasty-input.ts): the input, its encoding, its content type,
 * the method or a path parameter. So both the checks and the code behind them are reached.
 */
import fc from 'fast-check';
import { ANONYMOUS, CALLER_NAMES } from './fuzz-callers';
import type { FuzzPools } from './fuzz-pools';
import { fillPath } from './fuzz-routes';
import { FILE_PARTS, multipartBody, multipartPlan } from './multipart-body';
import type { FuzzRoute } from './fuzz-routes';
import {
  applyMutations,
  brokenEncoding,
  encodeBody,
  jsonContentType,
  otherContentType,
  headerText,
  mutationsOf,
  nastyText,
  percentEncode,
  rawUrlPart,
  textOf,
} from './nasty-input';
import { arbitraryOf, arbitraryOfKey, suitsField } from './schema-arbitraries';
import type { ContractSchema } from './schema-arbitraries';

export type FuzzRequest = {
  caller: string;
  route: FuzzRoute;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | Uint8Array | undefined;
};

export type RequestContext = {
  routes: readonly FuzzRoute[];
  schemas: readonly ContractSchema[];
  pools: FuzzPools;
  forgedTokens: readonly string[];
  /** Callers the call table lets through this route (as seeded): half the requests come from them. */
  allowedCallers(route: FuzzRoute): readonly string[];
};

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];

const pick = <T>(list: readonly T[], index: number): T | undefined =>
  list.length > 0 ? list[index % list.length] : undefined;

/** A path parameter: mostly an id answered by the route's own area, else any id or a uuid. */
function paramOf(name: string, area: string, pools: FuzzPools): fc.Arbitrary<string> {
  const answered = (keys: string[]) =>
    fc.tuple(fc.nat(), fc.uuid()).map(([index, otherwise]) => {
      const ids = keys.flatMap((key) => pools.valuesOf(key)).filter((id) => typeof id === 'string');
      return percentEncode(String(pick(ids, index) ?? otherwise));
    });
  return fc.oneof(
    { weight: 5, arbitrary: answered([`${area}:id`]) },
    { weight: 2, arbitrary: answered([name, 'id']) },
    { weight: 2, arbitrary: fc.uuid() },
  );
}

const brokenParam = fc.oneof(
  nastyText.map((text) => percentEncode(text.slice(0, 3000))),
  rawUrlPart,
);

/** One arbitrary per schema: building one compiles its patterns, too slow to repeat per request. */
const models = new WeakMap<ContractSchema, fc.Arbitrary<unknown>>();
function modelOf(schema: ContractSchema, pools: FuzzPools): fc.Arbitrary<unknown> {
  const model = models.get(schema) ?? arbitraryOf(schema.schema, pools);
  models.set(schema, model);
  return model;
}

/**
 * A body the route may accept: its schema's model, or one built from the fields it reported; with
 * a real record laid over it (same field names; `baseVersion` from `version`, `…Id` from `id`)
 * and a confirmation equal to what it confirms.
 */
function plausibleBody(route: FuzzRoute, ctx: RequestContext): fc.Arbitrary<unknown> {
  const { schemas, pools } = ctx;
  const others = schemas.filter((schema) => !route.schemas.includes(schema));
  const own =
    route.schemas.length > 0
      ? fc.oneof(...route.schemas.map((schema) => modelOf(schema, pools)))
      : fc.record(Object.fromEntries(route.fields.map((key) => [key, arbitraryOfKey(key, schemas, pools)])));
  const model =
    others.length === 0
      ? own
      : fc.oneof(
          { weight: 8, arbitrary: own },
          { weight: 1, arbitrary: fc.oneof(...others.map((schema) => modelOf(schema, pools))) },
        );
  return fc.tuple(model, fc.nat(), fc.integer({ min: 0, max: 3 })).map(([body, index, overlay]) => {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
    const result: Record<string, unknown> = { ...body };
    // Mostly a record of the route's own area (a merchant for Merchant/update), sometimes any.
    const area = overlay === 3 ? '' : route.area;
    const record =
      overlay > 0 ? (pick(pools.recordsOf(area), index) ?? pick(pools.recordsOf(''), index)) : undefined;
    const overlaid = (key: string): unknown => {
      if (!record) return undefined;
      if (key in record) return record[key];
      if (key === 'baseVersion') return record.version;
      return /.Id$/.test(key) && overlay > 1 ? record.id : undefined;
    };
    // The keys that name the row (`id`, `baseVersion`, `…Id`) always come from the record; other
    // fields half the time, so generated values (a huge sort order) still get through.
    Object.keys(result).forEach((key, position) => {
      const names = key === 'id' || key === 'baseVersion' || /.Id$/.test(key);
      if (!names && ((index >> (position % 30)) & 1) === 0) return;
      const value = overlaid(key);
      if (value !== undefined && suitsField(key, value, route.schemas)) result[key] = value;
    });
    if ('confirmPassword' in result && index % 4 !== 0) result.confirmPassword = result.password;
    return result;
  });
}

/**
 * Half the time, fields get what the server last answered or mailed to this very caller (their
 * OTP challenge and its code): a security change needs both, and they must belong together.
 */
function ownValues(body: unknown, caller: string, coin: number, pools: FuzzPools): unknown {
  if (coin % 2 === 0 || body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const result: Record<string, unknown> = { ...body };
  for (const key of Object.keys(result)) {
    const own = pools.latestFor(caller, key);
    if (own !== undefined) result[key] = own;
  }
  return result;
}

/**
 * Longer query text never reaches the app: Node answers 431 above 16 KB of request line and
 * headers (http-server.ts).
 */
const QUERY_TEXT_MAX = 8_000;

const queryText = (value: unknown): string[] => {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap(queryText);
  return [textOf(value)];
};

function queryString(value: unknown, raw: string | null): string {
  const entries =
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.entries(value)
      : [['q', value] as const];
  const parts = entries.flatMap(([key, item]) =>
    queryText(item).map((text) => `${percentEncode(key)}=${percentEncode(text.slice(0, QUERY_TEXT_MAX))}`),
  );
  if (raw !== null) parts.push(raw);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

function headersOf(ctx: RequestContext): fc.Arbitrary<Record<string, string>> {
  const optional = (arbitrary: fc.Arbitrary<string>) => fc.option(arbitrary, { freq: 3, nil: undefined });
  return fc
    .record({
      authorization: optional(
        fc.oneof(
          fc.constantFrom(...ctx.forgedTokens).map((token) => `Bearer ${token}`),
          fc.constantFrom('Bearer', 'Bearer ', 'Basic YWRtaW46RGVtb0AxMjM0NQ==', 'bearer x.y.z'),
          headerText,
        ),
      ),
      idempotencyKey: fc.option(
        fc.oneof(
          { weight: 6, arbitrary: fc.uuid() },
          { weight: 1, arbitrary: fc.constantFrom('fuzz-key-1', 'fuzz-key-2') },
          { weight: 1, arbitrary: headerText },
        ),
        { freq: 2, nil: undefined },
      ),
      language: optional(fc.oneof(fc.constantFrom('en', 'ms', 'ms-MY,ms;q=0.9', '*', 'zz'), headerText)),
      pagePath: optional(fc.oneof(fc.constantFrom('/merchant/list', '/uac'), headerText)),
      cookie: optional(
        fc.oneof(
          fc
            .tuple(fc.nat(), headerText)
            .map(([index, otherwise]) => String(pick(ctx.pools.valuesOf('cookie'), index) ?? otherwise)),
          fc.constantFrom('bo_refresh=', 'bo_refresh=x; bo_refresh=y'),
        ),
      ),
    })
    .map(({ authorization, idempotencyKey, language, pagePath, cookie }) => {
      const headers: Record<string, string> = {};
      if (cookie !== undefined) headers.Cookie = cookie;
      if (authorization !== undefined) headers.Authorization = authorization;
      if (idempotencyKey !== undefined) headers['Idempotency-Key'] = idempotencyKey;
      if (language !== undefined) headers['Accept-Language'] = language;
      if (pagePath !== undefined) headers['X-Page-Path'] = pagePath;
      return headers;
    });
}

/**
 * What one request gets wrong on purpose: nothing (about a third), its body or query (as
 * likely), or one other part. One fault at a time reaches the code behind the part that is right.
 */
type Fault = 'none' | 'input' | 'encoding' | 'contentType' | 'method' | 'params';
const fault: fc.Arbitrary<Fault> = fc.oneof(
  { weight: 5, arbitrary: fc.constant('none' as const) },
  { weight: 5, arbitrary: fc.constant('input' as const) },
  { weight: 1, arbitrary: fc.constantFrom('encoding' as const, 'contentType' as const, 'method' as const) },
  { weight: 1, arbitrary: fc.constant('params' as const) },
);

function requestOf(route: FuzzRoute, ctx: RequestContext): fc.Arbitrary<FuzzRequest> {
  const keys = [...new Set(ctx.schemas.flatMap((schema) => schema.keys))];
  const isRead = route.method === 'GET';
  const allowed = ctx.allowedCallers(route).length > 0 ? ctx.allowedCallers(route) : CALLER_NAMES;
  const queryModel =
    isRead && route.schemas.length > 0
      ? fc.oneof(...route.schemas.map((schema) => modelOf(schema, ctx.pools)))
      : fc.constant({});
  return fc
    .record({
      fault,
      caller: fc.oneof(fc.constantFrom(...CALLER_NAMES), fc.constantFrom(...allowed)),
      otherMethod: fc.constantFrom(...METHODS),
      params: fc.record(
        Object.fromEntries(route.params.map((name) => [name, paramOf(name, route.area, ctx.pools)])),
      ),
      brokenParams: fc.record(Object.fromEntries(route.params.map((name) => [name, brokenParam]))),
      query: queryModel,
      rawQuery: fc.option(rawUrlPart, { freq: 3 }),
      body: isRead ? fc.constant(null) : plausibleBody(route, ctx),
      mutations: mutationsOf(keys),
      encoding: brokenEncoding,
      cut: fc.nat(),
      jsonType: jsonContentType,
      otherType: otherContentType,
      headers: headersOf(ctx),
      // A file route gets a multipart body most of the time (Credit/topUp takes nothing else).
      multipart: FILE_PARTS[route.path]
        ? fc.option(multipartPlan, { freq: 5, nil: null })
        : fc.constant(null),
    })
    .map((parts) => {
      const { fault: wrong, caller } = parts;
      const method = wrong === 'method' ? parts.otherMethod : route.method;
      const withBody = method !== 'GET' && method !== 'HEAD';
      const input = isRead ? parts.query : ownValues(parts.body, caller, parts.cut, ctx.pools);
      const bent = wrong === 'input' ? applyMutations(input, parts.mutations) : input;
      const query = isRead ? queryString(bent, wrong === 'input' ? parts.rawQuery : null) : '';
      const filled = wrong === 'params' && route.params.length > 0 ? parts.brokenParams : parts.params;
      const headers = { ...parts.headers };
      // A demo account calls with its own session (added when sent); only nobody forges one.
      if (caller !== ANONYMOUS) delete headers.Authorization;
      const type = wrong === 'contentType' ? parts.otherType : parts.jsonType;
      if (withBody && type !== undefined) headers['Content-Type'] = type;
      let body = withBody
        ? encodeBody(isRead ? {} : bent, wrong === 'encoding' ? parts.encoding : 'json', parts.cut)
        : undefined;
      const filePart = FILE_PARTS[route.path];
      if (withBody && parts.multipart && filePart && wrong !== 'encoding' && wrong !== 'contentType') {
        const multipart = multipartBody(encodeBody(bent, 'json', 0) as string, filePart, parts.multipart);
        headers['Content-Type'] = multipart.contentType;
        body = multipart.body;
      }
      const request: FuzzRequest = {
        caller,
        route,
        method,
        url: `${fillPath(route, (name) => filled[name] ?? '')}${query}`,
        headers,
        body,
      };
      // fast-check prints a failing request with this (the route's schemas are too big to print).
      return Object.defineProperty(request, fc.toStringMethod, { value: () => describeRequest(request) });
    });
}

/** A request to any route, each route as likely as any other. */
export function fuzzRequests(ctx: RequestContext): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(...ctx.routes.map((route) => requestOf(route, ctx)));
}

/** The request as the failure message shows it (long bodies cut). */
export function describeRequest(request: FuzzRequest): string {
  const body =
    request.body === undefined
      ? '(none)'
      : typeof request.body === 'string'
        ? request.body
        : `bytes ${Buffer.from(request.body).toString('hex')}`;
  const shown = body.length > 2_000 ? `${body.slice(0, 2_000)}… (${body.length} characters)` : body;
  return [
    `${request.method} ${request.url.length > 2_000 ? `${request.url.slice(0, 2_000)}…` : request.url}`,
    `as ${request.caller}${request.caller === ANONYMOUS ? '' : ' (with a token of a live session)'}, route ${request.route.method} ${request.route.path}`,
    `headers ${JSON.stringify(request.headers).slice(0, 1_000)}`,
    `body ${JSON.stringify(shown)}`,
  ].join('\n');
}
