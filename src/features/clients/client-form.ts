/** The client form's values (the text of each input) and their parse with the contract's schemas. */
import * as v from 'valibot';
import {
  CLIENT_FIELD_NAMES,
  ClientCreateSchema,
  ClientFieldsSchema,
  DEFAULT_CLIENT_CURRENCY,
} from '../../contract';
import type { Client, ClientField, ClientStatus } from '../../contract';

export type ClientFormValues = Record<ClientField, string> & { status: ClientStatus; merchantId: string };

export function emptyClientForm(merchantId: string | null): ClientFormValues {
  const values = Object.fromEntries(CLIENT_FIELD_NAMES.map((field) => [field, ''])) as Record<
    ClientField,
    string
  >;
  return {
    ...values,
    accountType: 'Corporate',
    title: 'NA',
    defaultCurrency: DEFAULT_CLIENT_CURRENCY,
    status: 'Active',
    merchantId: merchantId ?? '',
  };
}

export function clientToForm(client: Client): ClientFormValues {
  const values = Object.fromEntries(
    CLIENT_FIELD_NAMES.map((field) => [field, String(client[field] ?? '')]),
  ) as Record<ClientField, string>;
  return { ...values, status: client.status, merchantId: client.merchantId };
}

export function parseNewClient(id: string, values: ClientFormValues) {
  return v.safeParse(ClientCreateSchema, { id, ...values, merchantId: values.merchantId || null });
}

/** The edit form's changes: the whole form parsed (the account-type rule included), then only what changed. */
export function parseClientChanges(row: Client, values: ClientFormValues) {
  const input = Object.fromEntries(CLIENT_FIELD_NAMES.map((field) => [field, values[field]]));
  const parsed = v.safeParse(ClientFieldsSchema, input);
  if (!parsed.success) return parsed;
  const changes: Partial<Record<ClientField, unknown>> = {};
  for (const field of CLIENT_FIELD_NAMES) {
    const value = parsed.output[field];
    if ((value ?? null) !== (row[field] ?? null)) changes[field] = value;
  }
  return { success: true as const, changes };
}
