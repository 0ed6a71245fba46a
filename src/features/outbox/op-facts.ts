import type { MessageDescriptor } from '@lingui/core';
import { formatMoney } from '../../contract';
import type { OutboxOp } from '../../lib/db';

/**
 * What a queued op's words are made of: the record as the op leaves it (its mirrored row under
 * the op's own fields, so a create or a rename names the new value), the request's body (a
 * decision's choice), and the merchant a credit account belongs to (accounts carry no name).
 */
export type OpFacts = {
  record: Record<string, unknown>;
  body: Record<string, unknown>;
  create: boolean;
  merchantName: string | null;
  locale: string;
};

/** Words for one kind of call; null when the facts to name it are missing (the plain words stand in). */
export type Describe = (facts: OpFacts) => MessageDescriptor | null;

const objectOr = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

export function factsOf(
  op: OutboxOp,
  row: Record<string, unknown> | undefined,
  merchantName: string | null,
  locale: string,
): OpFacts {
  return {
    record: { ...objectOr(row), ...objectOr(op.patch) },
    body: objectOr(op.body),
    create: op.create,
    merchantName,
    locale,
  };
}

/** A non-blank text field, trimmed; null otherwise. */
export function textOf(source: Record<string, unknown>, field: string): string | null {
  const value = source[field];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** How many items a list field holds; null when it is not a list. */
export function countOf(source: Record<string, unknown>, field: string): number | null {
  const value = source[field];
  return Array.isArray(value) ? value.length : null;
}

/** A sen field as money in the record's currency (or `currency`), in the user's language. */
export function moneyOf(facts: OpFacts, field: string, currency?: string): string | null {
  const value = facts.record[field];
  const code = currency ?? textOf(facts.record, 'currency');
  return typeof value === 'number' && code ? formatMoney(value, code, facts.locale) : null;
}
