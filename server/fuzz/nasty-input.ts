/**
 * The bad input of the fuzz suite: text PostgreSQL cannot store, control and
 * confusable characters, huge text and numbers, numbers JSON.stringify cannot write, deep nesting,
 * prototype keys, SQL-looking text; ways to break a body's JSON, its content type, a path segment
 * and a query string. Plausible bodies come from schema-arbitraries.ts and are bent here.
 */
import fc from 'fast-check';

/** JSON text written as is: 1e999 (parses to Infinity), deep nesting, exact digits. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON.stringify, plus RawJson and own `__proto__` keys; lone surrogates become \ud800 escapes. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value))
    return `[${value.map((item) => (item === undefined ? 'null' : toJsonText(item))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const parts = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`);
    return `{${parts.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const repeated = (unit: string, times: number) => unit.repeat(times);

export const nastyText: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '\ud800',
      'x\udfff',
      '\udc00\ud800',
      '\u0001\u0002\u001b[31m\u007f',
      '\r\n',
      '\t',
      '\u202e\u2066evil',
      '\ufeff',
      '\uffff',
      '\u{10ffff}',
      'İ',
      'ß',
      'ﬃ',
      'e\u0301',
      '👨‍👩‍👧',
      'null',
      'undefined',
      'true',
      'NaN',
      '-0',
      'Infinity',
      '1e308',
      '-1e308',
      '9007199254740993',
      '0x1f',
      '00001',
      '1.',
      '.5',
      "' OR '1'='1",
      "'; DROP TABLE users; --",
      '"',
      '\\',
      '%',
      '_',
      '%_%',
      '$1',
      '${7*7}',
      '<script>alert(1)</script>',
      '../../etc/passwd',
      '__proto__',
      'constructor',
      ' admin ',
      'ADMIN',
      '2024-02-30',
      '00000000-0000-0000-0000-000000000000',
      'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
      '00000000-0000-0000-0000-00000000000g',
      '{00000000-0000-0000-0000-000000000000}',
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom('x', 'é', '😀', "'", '\\', '\u0000', '\ud800'),
        fc.constantFrom(201, 5_000, 70_000, 400_000),
      )
      .map(([unit, times]) => repeated(unit, times)),
  },
);

export const nastyNumber: fc.Arbitrary<number | RawJson> = fc.oneof(
  fc.constantFrom(
    1e308,
    -1e308,
    -0,
    2 ** 53 + 1,
    2 ** 53,
    -(2 ** 53 + 1),
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    0.1,
    -1,
    0,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31),
    2 ** 63,
    1e21,
    123456789.12345679,
    1.005,
    999.999,
  ),
  fc
    .constantFrom('1e999', '-1e999', '1E400', '-0.0', '1.0', '1e-400', '123456789012345678901234567890')
    .map((text) => new RawJson(text)),
  fc.double(),
);

/** Nesting JSON.parse accepts but a recursive walk or JSON.stringify may not survive. */
export const deepNesting: fc.Arbitrary<RawJson> = fc
  .tuple(fc.constantFrom(64, 5_000, 200_000), fc.boolean())
  .map(([depth, asArray]) =>
    asArray
      ? new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`)
      : new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  );

export const nastyKey: fc.Arbitrary<string> = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '',
  ' ',
  '\u0000',
  '\ud800',
  'id ',
  'ID',
  '$where',
  'a.b',
  '0',
  'length',
  "'; --",
);

export const nastyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: nastyText },
    { weight: 3, arbitrary: nastyNumber },
    { weight: 2, arbitrary: fc.constantFrom(true, false, null, [], {}, [null], { '': null }) },
    { weight: 1, arbitrary: deepNesting },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 3 }) },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.tuple(fc.oneof(nastyKey, fc.string({ maxLength: 6 })), tie('value')), { maxLength: 3 })
        .map(withOwnKeys),
    },
  ),
})).value;

/** An object with these keys as its own (so `__proto__` is a key, not the prototype). */
export function withOwnKeys(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const target: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  }
  return target;
}

type Mutation =
  | { kind: 'drop' | 'retype'; at: number; pick: number }
  | { kind: 'extreme'; at: number; pick: number; number: number | RawJson; text: string }
  | { kind: 'set'; at: number; pick: number; value: unknown }
  | { kind: 'add'; at: number; key: string; value: unknown }
  | { kind: 'whole'; value: unknown };

/** Up to three changes of a body; `keys` are real field names to add where they do not belong. */
export function mutationsOf(keys: readonly string[]): fc.Arbitrary<Mutation[]> {
  const key = keys.length > 0 ? fc.oneof(nastyKey, fc.constantFrom(...keys)) : nastyKey;
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    fc.record({ kind: fc.constantFrom('drop' as const, 'retype' as const), at: fc.nat(), pick: fc.nat() }),
    fc.record({ kind: fc.constant('set' as const), at: fc.nat(), pick: fc.nat(), value: nastyValue }),
    fc.record({ kind: fc.constant('add' as const), at: fc.nat(), key, value: nastyValue }),
    fc.record({ kind: fc.constant('whole' as const), value: nastyValue }),
  );
  // One field pushed past its bounds, the rest left valid: a missing upper bound shows only so.
  const extreme = fc.record({
    kind: fc.constant('extreme' as const),
    at: fc.nat(),
    pick: fc.nat(),
    number: nastyNumber,
    text: nastyText,
  });
  return fc.oneof(
    fc.array(mutation, { minLength: 1, maxLength: 3 }),
    extreme.map((one) => [one]),
  );
}

/** Text of any value; objects as JSON (an own `toString` key must not be called). */
export const textOf = (value: unknown): string =>
  value !== null && typeof value === 'object' ? toJsonText(value) : String(value);

const retype = (value: unknown, pick: number): unknown =>
  [[value], { value }, textOf(value), Number(textOf(value)), value === null ? 0 : null][pick % 5];

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof RawJson);

/** The objects of a body, itself first, then nested ones (batch ops, items of lists). */
function objectsIn(value: unknown, depth = 0, found: Record<string, unknown>[] = []) {
  if (depth > 5) return found;
  if (isObject(value)) found.push(value);
  const children = Array.isArray(value) ? value : isObject(value) ? Object.values(value) : [];
  for (const child of children) objectsIn(child, depth + 1, found);
  return found;
}

/** The body with `target` (wherever it is) replaced. */
function replaced(value: unknown, target: object, replacement: unknown): unknown {
  if (value === target) return replacement;
  if (Array.isArray(value)) return value.map((item) => replaced(item, target, replacement));
  if (!isObject(value)) return value;
  return withOwnKeys(Object.entries(value).map(([key, item]) => [key, replaced(item, target, replacement)]));
}

function mutated(target: Record<string, unknown>, mutation: Exclude<Mutation, { kind: 'whole' }>) {
  const entries: [string, unknown][] = Object.entries(target);
  if (mutation.kind === 'add') {
    entries.push([mutation.key, mutation.value]);
  } else if (mutation.kind === 'extreme') {
    const scalars = entries.flatMap(([, value], index) =>
      typeof value === 'number' || typeof value === 'string' ? [index] : [],
    );
    const index = scalars[mutation.pick % Math.max(1, scalars.length)];
    const entry = index === undefined ? undefined : entries[index];
    if (index !== undefined && entry) {
      entries[index] = [entry[0], typeof entry[1] === 'number' ? mutation.number : mutation.text];
    }
  } else if (entries.length > 0) {
    const index = mutation.pick % entries.length;
    const [name, value] = entries[index] as [string, unknown];
    if (mutation.kind === 'drop') entries.splice(index, 1);
    else if (mutation.kind === 'set') entries[index] = [name, mutation.value];
    else entries[index] = [name, retype(value, mutation.pick)];
  }
  return withOwnKeys(entries);
}

export function applyMutations(body: unknown, mutations: readonly Mutation[]): unknown {
  let current = body;
  for (const mutation of mutations) {
    if (mutation.kind === 'whole') {
      current = mutation.value;
      continue;
    }
    const objects = objectsIn(current);
    const target = objects[mutation.at % Math.max(1, objects.length)];
    if (target) current = replaced(current, target, mutated(target, mutation));
  }
  return current;
}

/** How the body goes on the wire: as JSON, or broken on purpose. */
export type Encoding =
  | 'json'
  | 'truncated'
  | 'trailing'
  | 'bom'
  | 'empty'
  | 'invalid-utf8'
  | 'form'
  | 'duplicate-keys'
  | 'oversize'
  | 'single-quotes';

export const brokenEncoding: fc.Arbitrary<Encoding> = fc.constantFrom(
  'truncated' as const,
  'trailing' as const,
  'bom' as const,
  'empty' as const,
  'invalid-utf8' as const,
  'form' as const,
  'duplicate-keys' as const,
  'oversize' as const,
  'single-quotes' as const,
);

export function encodeBody(body: unknown, how: Encoding, cut: number): string | Uint8Array {
  const text = toJsonText(body);
  switch (how) {
    case 'json':
      return text;
    case 'truncated':
      return text.slice(0, cut % Math.max(1, text.length));
    case 'trailing':
      return `${text},}`;
    case 'bom':
      return `\ufeff${text}`;
    case 'empty':
      return '';
    case 'invalid-utf8':
      return new Uint8Array([...Buffer.from(text.slice(0, -1)), 0xff, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0x7d]);
    case 'form':
      return new URLSearchParams(
        Object.entries(body ?? {}).map(([key, value]): [string, string] => [key, textOf(value)]),
      ).toString();
    case 'duplicate-keys':
      return text.startsWith('{') && text.length > 2 ? `{"id":1,${text.slice(1, -1)},"id":"x"}` : text;
    case 'oversize':
      return `{"pad":"${'x'.repeat(1024 * 1024 + 10)}"}`;
    case 'single-quotes':
      return text.replaceAll('"', "'");
  }
}

/** The JSON media types the server accepts (docs/ARCHITECTURE.md, Contract: HTTP statuses). */
export const jsonContentType: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  fc.constantFrom('application/json; charset=utf-8', 'application/json-patch+json', 'APPLICATION/JSON'),
);

export const otherContentType: fc.Arbitrary<string | undefined> = fc.constantFrom(
  undefined,
  'application/json;charset=latin1',
  'application/jsonx',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  '',
  '*/*',
  'application/json, text/plain',
);

/** Percent-encodes text, lone surrogates as the (invalid) UTF-8 of their code unit. */
export function percentEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate: encode char by char below.
  }
  let out = '';
  for (const char of text) {
    try {
      out += encodeURIComponent(char);
    } catch {
      const unit = char.charCodeAt(0);
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
  }
  return out;
}

/** A path segment or query part that is broken as written, not just odd once decoded. */
export const rawUrlPart: fc.Arbitrary<string> = fc.constantFrom(
  '%',
  '%zz',
  '%00',
  '%ED%A0%80',
  '%FF',
  '%C0%AF',
  '..',
  '.',
  '%2e%2e',
  '%2F',
  ';',
  '+',
  '%20',
  'a'.repeat(5000),
);

/** Header text fetch accepts (no NUL, CR or LF; code units up to 0xFF). */
export const headerText: fc.Arbitrary<string> = fc.string({
  unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => String.fromCharCode(code)),
  maxLength: 300,
});
