/**
 * Multipart bodies for the routes that take a file (docs/ARCHITECTURE.md, Files): a `json` part
 * with the route's fields and a file part, built byte by byte so that they can be well formed
 * (real small PNG, JPEG and PDF files, which the happy path stores) or broken on purpose: junk or
 * empty or renamed files, parts missing, doubled or misnamed, a boundary that does not match, a
 * body cut short, hostile file names. Without these the suite never reached a 2xx on Credit/topUp,
 * the client logo or the case attachment, nor their refusals of a file.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { API_BASE_PATH, MAX_FILE_BYTES } from '../../src/contract';
import { CASE_CREATE_PATH } from '../features/cases/cases.routes';
import { LOGO_FIELD } from '../features/clients/client-write';
import { CLIENT_FILE_PATHS } from '../features/clients/clients.routes';
import { TOP_UP_PATH } from '../features/credit/credit.routes';
import { matchSchemas } from './fuzz-routes';
import type { FuzzRoute } from './fuzz-routes';
import { nastyText } from './nasty-input';
import type { ContractSchema } from './schema-arbitraries';

/** The part that carries the file, per route path (the features' own names). */
export const FILE_PARTS: Readonly<Record<string, string>> = {
  [`${API_BASE_PATH}/Credit${TOP_UP_PATH}`]: 'slip',
  [`${API_BASE_PATH}/Case${CASE_CREATE_PATH}`]: 'attachment',
  ...Object.fromEntries(CLIENT_FILE_PATHS.map((path) => [`${API_BASE_PATH}/Client${path}`, LOGO_FIELD])),
};

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../tests/fixtures/files/${name}`, import.meta.url)));

/** A 1×1 PNG. */
const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

type FileSample = { name: string; type: string; bytes: Uint8Array };

/** Files the routes store (a logo only the images). */
const GOOD_FILES: FileSample[] = [
  { name: 'slip.png', type: 'image/png', bytes: PNG },
  { name: 'bank-in-slip.jpg', type: 'image/jpeg', bytes: fixture('bank-in-slip.jpg') },
  { name: 'bank-in-slip.pdf', type: 'application/pdf', bytes: fixture('bank-in-slip.pdf') },
];

/** Files they refuse by their bytes or size. */
const badFile: fc.Arbitrary<FileSample> = fc.oneof(
  fc.constant({ name: 'not-an-image.png', type: 'image/png', bytes: fixture('not-an-image.png') }),
  fc.constant({ name: 'photo.heic', type: 'image/heic', bytes: fixture('photo.heic') }),
  fc.constant({ name: 'setup.png', type: 'image/png', bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0]) }),
  fc.constant({ name: 'empty.pdf', type: 'application/pdf', bytes: new Uint8Array() }),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ name: 'random.bin', type: 'image/jpeg', bytes })),
  // A PNG signature over a body past the limit (rare: 5 MB per request).
  fc.constant(0).map(() => {
    const bytes = new Uint8Array(MAX_FILE_BYTES + 1);
    bytes.set(PNG);
    return { name: 'huge.png', type: 'image/png', bytes };
  }),
);

const fileSample: fc.Arbitrary<FileSample> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...GOOD_FILES) },
  { weight: 3, arbitrary: badFile },
);

/** How the body is broken, if at all. */
type Shape =
  | 'ok'
  | 'no-file'
  | 'no-json'
  | 'json-not-json'
  | 'file-as-text'
  | 'two-files'
  | 'wrong-name'
  | 'cut'
  | 'no-closing'
  | 'boundary-mismatch'
  | 'no-boundary'
  | 'nasty-filename';

const shape: fc.Arbitrary<Shape> = fc.oneof(
  { weight: 12, arbitrary: fc.constant('ok' as const) },
  {
    weight: 8,
    arbitrary: fc.constantFrom<Shape>(
      'no-file',
      'no-json',
      'json-not-json',
      'file-as-text',
      'two-files',
      'wrong-name',
      'cut',
      'no-closing',
      'boundary-mismatch',
      'no-boundary',
      'nasty-filename',
    ),
  },
);

export type MultipartPlan = { shape: Shape; file: FileSample; cut: number; filename: string };

export const multipartPlan: fc.Arbitrary<MultipartPlan> = fc.record({
  shape,
  file: fileSample,
  cut: fc.nat(),
  filename: nastyText.map((text) => text.slice(0, 300)),
});

const encoder = new TextEncoder();

function part(boundary: string, headers: string[], content: Uint8Array | string): Uint8Array[] {
  const head = encoder.encode(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`);
  const body = typeof content === 'string' ? encoder.encode(content) : content;
  return [head, body, encoder.encode('\r\n')];
}

const quoted = (text: string) => text.replace(/["\r\n\\]/g, (char) => encodeURIComponent(char));

/** The body and its Content-Type for `json` (the route's JSON body as text) and the plan. */
export function multipartBody(
  json: string,
  filePart: string,
  plan: MultipartPlan,
): { body: Uint8Array; contentType: string } {
  const boundary = `----fuzz${plan.cut.toString(36)}`;
  const { file } = plan;
  const filename = plan.shape === 'nasty-filename' ? quoted(plan.filename) : file.name;
  const jsonPart = part(
    boundary,
    ['Content-Disposition: form-data; name="json"', 'Content-Type: application/json'],
    plan.shape === 'json-not-json' ? json.slice(0, plan.cut % Math.max(1, json.length)) + '}{' : json,
  );
  const name = plan.shape === 'wrong-name' ? 'file' : filePart;
  const disposition =
    plan.shape === 'file-as-text'
      ? `Content-Disposition: form-data; name="${name}"`
      : `Content-Disposition: form-data; name="${name}"; filename="${filename}"`;
  const fileChunk = part(boundary, [disposition, `Content-Type: ${file.type}`], file.bytes);
  const chunks = [
    ...(plan.shape === 'no-json' ? [] : jsonPart),
    ...(plan.shape === 'no-file' ? [] : fileChunk),
    ...(plan.shape === 'two-files' ? fileChunk : []),
    ...(plan.shape === 'no-closing' ? [] : [encoder.encode(`--${boundary}--\r\n`)]),
  ];
  let body = new Uint8Array(Buffer.concat(chunks));
  if (plan.shape === 'cut') body = body.slice(0, plan.cut % Math.max(1, body.length));
  const contentType =
    plan.shape === 'no-boundary'
      ? 'multipart/form-data'
      : `multipart/form-data; boundary=${plan.shape === 'boundary-mismatch' ? `${boundary}x` : boundary}`;
  return { body, contentType };
}

type Send = (init: {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Uint8Array;
}) => Promise<{ status: number; json: unknown }>;

/**
 * The fields of each file route that JSON could not teach (Credit/topUp takes multipart only),
 * learned as learnFields learns a JSON body's: every contract field name with a value no schema
 * accepts, in the `json` part beside a good file; then the schemas with those fields.
 */
export async function learnFileFields(
  routes: FuzzRoute[],
  schemas: readonly ContractSchema[],
  send: Send,
): Promise<void> {
  const keys = [...new Set(schemas.flatMap((schema) => schema.keys))];
  const json = JSON.stringify(Object.fromEntries(keys.map((key) => [key, {}])));
  const plan: MultipartPlan = { shape: 'ok', file: GOOD_FILES[0] as FileSample, cut: 0, filename: '' };
  for (const route of routes) {
    const filePart = FILE_PARTS[route.path];
    if (filePart === undefined || route.method !== 'POST' || route.fields.length > 0) continue;
    const { body, contentType } = multipartBody(json, filePart, plan);
    const answer = await send({
      method: 'POST',
      url: route.path,
      headers: { 'Content-Type': contentType },
      body,
    });
    if (answer.status !== 422) continue;
    const errors = (answer.json as { errors?: { path?: string }[] } | null)?.errors ?? [];
    const fields = errors
      .map((error) => (error.path ?? '').split('.')[0] ?? '')
      .filter((field) => field !== '' && field !== filePart && field !== 'json');
    route.fields = [...new Set(fields)];
    route.schemas = matchSchemas(route.fields, schemas);
  }
}
