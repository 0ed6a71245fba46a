/** Shared setup of the markup tests: the demo callers, two merchants, a client of each, bodies. */
import { randomUUID } from 'node:crypto';
import type { MarkupCreateInput } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { bearerOf, sendJson } from '../../test/as-user';
import { demoMerchants } from '../../test/demo-merchants';
import type { buildApp } from '../../test/test-app';

export type App = ReturnType<typeof buildApp>;
export type Headers = Record<string, string>;

export async function signInMarkupCallers(app: App) {
  return {
    staff: await bearerOf(app, 'admin'),
    admin: await bearerOf(app, 'merchant.admin'),
    user: await bearerOf(app, 'merchant.user'),
  };
}

async function clientOf(db: Queryable, merchantId: string): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO clients (id, merchant_id, account_type, title, first_name, last_name, email, phone)
     VALUES ($1, $2, 'Individual', 'MR', 'Test', 'Client', 'client@example.my', '012-345-6789')`,
    [id, merchantId],
  );
  return id;
}

/** The demo merchant, another merchant, and a client of each. */
export async function markupScopes(db: Queryable) {
  const { demo, other } = await demoMerchants(db);
  return { demo, other, demoClient: await clientOf(db, demo), otherClient: await clientOf(db, other) };
}

let serial = 0;

/** A flight markup for every merchant (12.50 %, RM 10 service, RM 5 maintenance) from 2030. */
export function markupBody(overrides: Partial<MarkupCreateInput> = {}): MarkupCreateInput {
  serial += 1;
  return {
    id: randomUUID(),
    name: `Test markup ${serial}`,
    appliesTo: 'Flights',
    cabinType: 'Economy',
    hotelRating: null,
    markupKind: 'Percent',
    markupValue: 1250,
    serviceFeeSen: 1000,
    maintenanceFeeSen: 500,
    merchantId: null,
    clientId: null,
    validFrom: '2030-01-01',
    validTo: '2030-12-31',
    ...overrides,
  };
}

export const post = <T>(app: App, path: string, body: unknown, headers: Headers) =>
  sendJson<T>(app, 'POST', path, body, headers);
