/**
 * Markups for the seed: a table a travel agency would keep. For every merchant: each
 * cabin and several hotel ratings, percent and fixed, with service and maintenance fees, last
 * year's (ended), this year's and next year's; for the demo merchant its own flights and hotels
 * ('Any' class), for one of its clients a corporate rate; for two other merchants their own (the
 * demo merchant never sees those). No two Active markups of one scope overlap (markup-rules.ts).
 */
import type { Queryable } from '../client';
import { insertRows } from './insert-rows';
import { createRng } from './prng';

const MARKUP_COLUMNS = {
  id: 'uuid',
  name: 'text',
  applies_to: 'text',
  cabin_type: 'text',
  hotel_rating: 'text',
  markup_kind: 'text',
  markup_value: 'bigint',
  service_fee_sen: 'bigint',
  maintenance_fee_sen: 'bigint',
  basis: 'text',
  merchant_id: 'uuid',
  client_id: 'uuid',
  valid_from: 'date',
  valid_to: 'date',
  status: 'text',
};

type Plan = {
  name: string;
  area: 'Flights' | 'Hotels';
  /** A cabin for flights, a rating for hotels. */
  klass: string;
  kind: 'Percent' | 'Fixed';
  value: number;
  service: number;
  maintenance: number;
  /** Years from now: -1 last year, 0 this year, 1 next year; `open` runs on. */
  year: -1 | 0 | 1;
  open?: true;
  inactive?: true;
};

const FOR_EVERY_MERCHANT: Plan[] = [
  {
    name: 'Economy fares',
    area: 'Flights',
    klass: 'Economy',
    kind: 'Percent',
    value: 800,
    service: 1500,
    maintenance: 300,
    year: 0,
  },
  {
    name: 'Economy fares (next year)',
    area: 'Flights',
    klass: 'Economy',
    kind: 'Percent',
    value: 900,
    service: 1500,
    maintenance: 300,
    year: 1,
    open: true,
  },
  {
    name: 'Premium Economy fares',
    area: 'Flights',
    klass: 'Premium Economy',
    kind: 'Percent',
    value: 650,
    service: 2000,
    maintenance: 300,
    year: 0,
  },
  {
    name: 'Business class',
    area: 'Flights',
    klass: 'Business',
    kind: 'Percent',
    value: 500,
    service: 3000,
    maintenance: 500,
    year: 0,
    open: true,
  },
  {
    name: 'First class',
    area: 'Flights',
    klass: 'First',
    kind: 'Fixed',
    value: 15000,
    service: 5000,
    maintenance: 1000,
    year: 0,
  },
  {
    name: 'Every cabin (last year)',
    area: 'Flights',
    klass: 'Any',
    kind: 'Percent',
    value: 1000,
    service: 1000,
    maintenance: 0,
    year: -1,
  },
  {
    name: '5-star hotels',
    area: 'Hotels',
    klass: '5',
    kind: 'Percent',
    value: 1200,
    service: 2000,
    maintenance: 500,
    year: 0,
    open: true,
  },
  {
    name: '4-star hotels',
    area: 'Hotels',
    klass: '4',
    kind: 'Fixed',
    value: 2500,
    service: 1000,
    maintenance: 200,
    year: 0,
  },
  {
    name: '3-star hotels',
    area: 'Hotels',
    klass: '3',
    kind: 'Percent',
    value: 1000,
    service: 800,
    maintenance: 0,
    year: 0,
  },
  {
    name: '2-star hotels (next year)',
    area: 'Hotels',
    klass: '2',
    kind: 'Fixed',
    value: 1000,
    service: 500,
    maintenance: 0,
    year: 1,
  },
  {
    name: 'Every hotel (withdrawn)',
    area: 'Hotels',
    klass: 'Any',
    kind: 'Percent',
    value: 1500,
    service: 0,
    maintenance: 0,
    year: -1,
    inactive: true,
  },
];

const FOR_A_MERCHANT: Plan[] = [
  {
    name: 'flights',
    area: 'Flights',
    klass: 'Any',
    kind: 'Percent',
    value: 1000,
    service: 1000,
    maintenance: 0,
    year: 0,
  },
  {
    name: 'hotels',
    area: 'Hotels',
    klass: 'Any',
    kind: 'Fixed',
    value: 3000,
    service: 1500,
    maintenance: 300,
    year: 0,
    open: true,
  },
  {
    name: 'Business promotion',
    area: 'Flights',
    klass: 'Business',
    kind: 'Percent',
    value: 300,
    service: 0,
    maintenance: 0,
    year: 1,
    inactive: true,
  },
];

const FOR_A_CLIENT: Plan[] = [
  {
    name: 'corporate Economy rate',
    area: 'Flights',
    klass: 'Economy',
    kind: 'Percent',
    value: 500,
    service: 500,
    maintenance: 0,
    year: 0,
  },
  {
    name: 'corporate 4-star rate',
    area: 'Hotels',
    klass: '4',
    kind: 'Percent',
    value: 700,
    service: 800,
    maintenance: 200,
    year: 0,
    open: true,
  },
];

export type MarkupSeedOptions = { seed: number; demoMerchantId: string | null; now?: number };

export async function seedMarkups(db: Queryable, options: MarkupSeedOptions): Promise<void> {
  const rng = createRng(options.seed);
  const thisYear = new Date(options.now ?? Date.now()).getUTCFullYear();
  const row = (plan: Plan, name: string, merchantId: string | null, clientId: string | null) => {
    const year = thisYear + plan.year;
    return {
      id: rng.uuid(),
      name,
      applies_to: plan.area,
      cabin_type: plan.area === 'Flights' ? plan.klass : null,
      hotel_rating: plan.area === 'Hotels' ? plan.klass : null,
      markup_kind: plan.kind,
      markup_value: plan.value,
      service_fee_sen: plan.service,
      maintenance_fee_sen: plan.maintenance,
      basis: plan.area === 'Flights' ? 'PerTicket' : 'PerRoomNight',
      merchant_id: merchantId,
      client_id: clientId,
      valid_from: `${year}-01-01`,
      valid_to: plan.open ? null : `${year}-12-31`,
      status: plan.inactive ? 'Inactive' : 'Active',
    };
  };
  const rows = FOR_EVERY_MERCHANT.map((plan) => row(plan, `${plan.name} – all merchants`, null, null));
  const { rows: merchants } = await db.query<{ id: string; name: string }>(
    `SELECT id, merchant_name AS name FROM merchants
     WHERE id = $1 OR id IN (SELECT id FROM merchants WHERE id IS DISTINCT FROM $1 ORDER BY id LIMIT 2)
     ORDER BY (id = $1) DESC, id`,
    [options.demoMerchantId],
  );
  for (const merchant of merchants) {
    rows.push(...FOR_A_MERCHANT.map((plan) => row(plan, `${merchant.name} ${plan.name}`, merchant.id, null)));
    const { rows: clients } = await db.query<{ id: string; name: string }>(
      `SELECT id, coalesce(company_name, first_name || ' ' || last_name) AS name FROM clients
       WHERE merchant_id = $1 AND status = 'Active' ORDER BY account_type, id LIMIT 1`,
      [merchant.id],
    );
    const client = clients[0];
    if (client)
      rows.push(
        ...FOR_A_CLIENT.map((plan) => row(plan, `${client.name} ${plan.name}`, merchant.id, client.id)),
      );
  }
  await insertRows(db, 'markups', MARKUP_COLUMNS, rows);
}
