/**
 * fast-check arbitraries read off the contract's valibot schemas, so the fuzz suite sends mostly
 * plausible bodies (real field names, picklist values, text matching the field's pattern, numbers
 * in range) and gets past the first schema check into the code behind it. Nothing here knows a
 * route: the suite matches a route to its schema by the fields the route reports (fuzz-routes.ts).
 * Values the server answered before (ids, versions, names) are mixed in through `Pools`.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import * as contract from '../../src/contract';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/demo';
import { nastyValue } from './nasty-input';

/** The parts of a valibot schema or action this module reads (valibot keeps them public). */
type Node = {
  kind?: string;
  type?: string;
  entries?: Record<string, Node>;
  options?: unknown[];
  wrapped?: Node;
  item?: Node;
  literal?: unknown;
  key?: string;
  pipe?: Node[];
  requirement?: unknown;
};

export type Pools = {
  /** Values the server answered under this key (strings, numbers, booleans, string arrays). */
  valuesOf(key: string): readonly unknown[];
  /** The value answered last under this key (a fresh one-time code with its challenge). */
  latestOf(key: string): unknown;
};

export type ContractSchema = {
  name: string;
  schema: Node;
  /** Top-level keys: those a route reports when a body gets every one of them wrong. */
  signature: ReadonlySet<string>;
  keys: readonly string[];
};

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && (value as Node).kind === 'schema';

const OBJECT_TYPES = new Set(['object', 'loose_object', 'strict_object']);
const OPTIONAL_TYPES = new Set(['optional', 'exact_optional', 'nullish', 'undefinedable']);

function topKeys(schema: Node): string[] {
  if (OBJECT_TYPES.has(schema.type ?? '')) return Object.keys(schema.entries ?? {});
  if (schema.type === 'variant') {
    return [...new Set((schema.options ?? []).filter(isNode).flatMap((option) => topKeys(option)))];
  }
  return [];
}

/** Every object (or variant of objects) schema the contract exports. */
export function contractSchemas(): ContractSchema[] {
  return Object.entries(contract).flatMap(([name, value]) => {
    if (!isNode(value) || topKeys(value).length === 0) return [];
    const keys = topKeys(value);
    // A variant reports only its discriminator when that is wrong.
    const signature = new Set(value.type === 'variant' && value.key ? [value.key] : keys);
    return [{ name, schema: value, signature, keys }];
  });
}

type Hints = {
  integer?: boolean;
  min?: number;
  max?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: RegExp;
  digits?: boolean;
  email?: boolean;
  uuid?: boolean;
  options?: readonly unknown[];
};

/** What a schema's pipe says about valid values: bounds, patterns, a later picklist. */
function hintsOf(schema: Node, inherited: Hints): Hints {
  // A pipe of a pipe (`v.pipe(requiredText(20, 6), v.regex(…))`): the inner one's rules first.
  const base = schema.pipe?.[0];
  const hints: Hints = base?.pipe ? hintsOf(base, inherited) : { ...inherited };
  for (const step of schema.pipe?.slice(1) ?? []) {
    const requirement = step.requirement as { min?: unknown; max?: unknown } | undefined;
    if (step.kind === 'schema' && (step.type === 'picklist' || step.type === 'enum')) {
      hints.options = step.options ?? [];
    } else if (step.type === 'integer') hints.integer = true;
    else if (step.type === 'min_value') hints.min = Number(step.requirement);
    else if (step.type === 'max_value') hints.max = Number(step.requirement);
    else if (step.type === 'min_length' || step.type === 'non_empty') {
      hints.minLength = step.type === 'non_empty' ? 1 : Number(step.requirement);
    } else if (step.type === 'max_length') hints.maxLength = Number(step.requirement);
    else if (step.type === 'length') hints.minLength = hints.maxLength = Number(step.requirement);
    else if (step.type === 'digits') hints.digits = true;
    else if (step.type === 'regex' && step.requirement instanceof RegExp) hints.pattern = step.requirement;
    else if (step.type === 'email') hints.email = true;
    else if (step.type === 'uuid') hints.uuid = true;
    else if (step.type === 'check' && typeof requirement?.min === 'number') {
      // The contract's range check carries { min, max }; the minimum-length check only { min }.
      if (typeof requirement.max === 'number')
        Object.assign(hints, { min: requirement.min, max: requirement.max });
      else hints.minLength = requirement.min;
    }
  }
  return hints;
}

/** Text some fields need that no schema spells out (the password policy is a function). */
const NAMED_TEXT: Record<string, readonly string[]> = {
  password: [DEMO_PASSWORD, 'N3w!Passw0rd'],
  confirmPassword: [DEMO_PASSWORD, 'N3w!Passw0rd'],
  currentPassword: [DEMO_PASSWORD, 'wrong-password'],
  ssoPassword: [DEMO_PASSWORD],
  username: DEMO_ACCOUNTS.map((account) => account.username),
  ssoUsername: DEMO_ACCOUNTS.map((account) => account.username),
  secretPhrase: ['blue sky over kampung'],
  phrase: ['blue sky over kampung'],
  answer: ['Sekolah Kebangsaan'],
  currentAnswer: ['Sekolah Kebangsaan'],
};

/**
 * Picks from the answered values of `keys`, a third of the time the latest (so a challenge and
 * the code mailed for it meet), else from `fallback`; deterministic per seed and answers.
 */
function pooled(pools: Pools, keys: readonly string[], fallback: fc.Arbitrary<unknown>) {
  return fc.tuple(fc.nat(), fallback).map(([index, otherwise]) => {
    const latest = keys.map((key) => pools.latestOf(key)).find((value) => value !== undefined);
    if (index % 3 === 0 && latest !== undefined) return latest;
    const values = keys.flatMap((key) => pools.valuesOf(key));
    return values.length > 0 ? values[index % values.length] : otherwise;
  });
}

/** Text matching `pattern` (its `i` flag dropped: fast-check refuses it); none if unsupported. */
function matching(pattern: RegExp): fc.Arbitrary<string>[] {
  try {
    return [fc.stringMatching(new RegExp(pattern.source, pattern.flags.replace('i', '')))];
  } catch {
    return [];
  }
}

function numberOf(hints: Hints): fc.Arbitrary<number> {
  const min = hints.min ?? -5;
  const max = hints.max ?? Math.max(min + 1000, 1000);
  if (hints.integer) return fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) });
  // Amounts: at most two decimals, inside the range.
  return fc
    .integer({ min: 0, max: 1_000_000 })
    .map((cents) => Math.min(max, Math.max(min, min + cents / 100)));
}

/** An address valibot's `email` accepts (fast-check's own are often too exotic for it). */
const emailAddress = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9_+-]{0,12}(\.[a-z0-9]{1,5})?$/),
    fc.constantFrom('example.com', 'demo.com.my'),
  )
  .map(([local, domain]) => `${local}@${domain}`);

function textOf(key: string, hints: Hints, pools: Pools): fc.Arbitrary<unknown> {
  const min = Math.min(hints.minLength ?? 0, 40);
  const max = Math.min(hints.maxLength ?? 60, 200);
  const fits = (text: string) => text.trim().length >= min && text.length <= max;
  const shapes: fc.Arbitrary<unknown>[] = [];
  if (hints.options) shapes.push(fc.constantFrom(...hints.options.map(String)));
  if (hints.uuid) shapes.push(pooled(pools, [key, 'id'], fc.uuid()));
  if (hints.email) shapes.push(emailAddress);
  if (hints.integer || hints.min !== undefined) shapes.push(numberOf(hints).map(String));
  else if (hints.digits) shapes.push(fc.stringMatching(new RegExp(`^\\d{${min},${max}}$`)));
  else if (hints.pattern) shapes.push(...matching(hints.pattern).map((arbitrary) => arbitrary.filter(fits)));
  const named = NAMED_TEXT[key];
  if (named) shapes.push(fc.constantFrom(...named));
  const plain = fc
    .string({ minLength: min, maxLength: Math.min(max, 60) })
    .map((text) => (fits(text) ? text : `${text}${'x'.repeat(min)}`.slice(0, max)));
  const mostly = shapes.length > 0 ? fc.oneof(...shapes) : plain;
  return fc.oneof(
    { weight: 8, arbitrary: mostly },
    { weight: 3, arbitrary: pooled(pools, [key], mostly) },
    { weight: 1, arbitrary: plain },
    { weight: hints.maxLength === undefined ? 1 : 0, arbitrary: longText },
  );
}

function numberFor(key: string, hints: Hints, pools: Pools): fc.Arbitrary<unknown> {
  const base = hints.options ? fc.constantFrom(...hints.options) : numberOf(hints);
  // A record's `version` is the `baseVersion` a change of it needs.
  const keys = key === 'baseVersion' ? [key, 'version'] : [key];
  return fc.oneof(
    { weight: 6, arbitrary: base },
    { weight: 4, arbitrary: pooled(pools, keys, base) },
    { weight: 2, arbitrary: beyondBounds },
  );
}

/**
 * Numbers a field's own checks may let through although no column can hold them: an integer
 * with a minimum and no maximum takes 2^31, 2^53 + 1 and 1e308 (valibot calls 1e308 an integer).
 */
const beyondBounds = fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 1e21, 1e308, -1, -0, 0.5);

/** Text past any sensible length, for a field whose schema sets none. */
const longText = fc
  .tuple(fc.constantFrom('x', 'é', '😀'), fc.constantFrom(1_000, 20_000, 300_000))
  .map(([unit, times]) => unit.repeat(times));

/** A plausible value of `schema` (the field `key` of its parent object, when it has one). */
export function arbitraryOf(
  schema: Node,
  pools: Pools,
  key = '',
  inherited: Hints = {},
  depth = 0,
): fc.Arbitrary<unknown> {
  const hints = hintsOf(schema, inherited);
  const nested = (schema.pipe ?? []).slice(1).filter(isNode);
  const last = nested.at(-1);
  if (depth > 8) return fc.constant(null);
  const recurse = (child: Node, childKey = key, childHints = hints) =>
    arbitraryOf(child, pools, childKey, childHints, depth + 1);
  switch (schema.type) {
    case 'object':
    case 'loose_object':
    case 'strict_object': {
      const entries = Object.entries(schema.entries ?? {});
      const model = Object.fromEntries(entries.map(([name, child]) => [name, recurse(child, name, {})]));
      const requiredKeys = entries
        .filter(([, child]) => !OPTIONAL_TYPES.has(child.type ?? ''))
        .map(([name]) => name);
      return fc.record(model, { requiredKeys });
    }
    case 'variant':
    case 'union':
      return fc.oneof(...(schema.options ?? []).filter(isNode).map((option) => recurse(option)));
    case 'optional':
    case 'exact_optional':
    case 'undefinedable':
    case 'nullish':
    case 'nullable': {
      const inner = schema.wrapped ? recurse(schema.wrapped) : fc.constant(null);
      const none = fc.constant(schema.type === 'nullable' || schema.type === 'nullish' ? null : undefined);
      return fc.oneof({ weight: 4, arbitrary: inner }, { weight: 1, arbitrary: none });
    }
    case 'picklist':
    case 'enum':
      return fc.constantFrom(...(schema.options ?? [null]));
    case 'literal':
      return fc.constant(schema.literal);
    case 'string':
      return textOf(key, hints, pools);
    case 'number':
      return numberFor(key, hints, pools);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const items = fc.array(schema.item ? recurse(schema.item, '', {}) : fc.string(), {
        minLength: Math.min(hints.minLength ?? 0, 3),
        maxLength: Math.min(hints.maxLength ?? 6, 6),
      });
      // A whole list answered before (a role's menu keys or functions) is the likeliest valid one.
      return fc.oneof({ weight: 2, arbitrary: items }, { weight: 3, arbitrary: pooled(pools, [key], items) });
    }
    case 'unknown':
    case 'any':
      // `optionalOf(recordId)`: an unknown input piped into the schema that decides.
      if (last) return recurse(last, key, hintsOf(last, {}));
      // Taken as is (a batch op's body): anything, bad input included.
      return fc.oneof(
        { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
        { weight: 1, arbitrary: nastyValue },
      );
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The schemas of field `key` in any of `schemas` (both options of a variant). */
function fieldsNamed(key: string, schemas: readonly ContractSchema[]): Node[] {
  return schemas.flatMap(({ schema }) => {
    const owners = schema.type === 'variant' ? (schema.options ?? []).filter(isNode) : [schema];
    return owners.flatMap((owner) => (owner.entries?.[key] ? [owner.entries[key]] : []));
  });
}

/**
 * Whether `value` suits field `key` of these schemas (true when none has the field): a record's
 * `status` is a user's status code, not the action User/status/update takes.
 */
export function suitsField(key: string, value: unknown, schemas: readonly ContractSchema[]): boolean {
  const fields = fieldsNamed(key, schemas);
  return fields.length === 0 || fields.some((field) => v.safeParse(field as v.GenericSchema, value).success);
}

/** A value for a field known only by name: its schema in any contract object that has it. */
export function arbitraryOfKey(
  key: string,
  schemas: readonly ContractSchema[],
  pools: Pools,
): fc.Arbitrary<unknown> {
  const fields = fieldsNamed(key, schemas);
  if (fields.length === 0) return pooled(pools, [key], fc.oneof(fc.string(), fc.integer(), fc.boolean()));
  return fc.oneof(...fields.slice(0, 6).map((field) => arbitraryOf(field, pools, key)));
}
