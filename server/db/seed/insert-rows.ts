import type { Queryable } from '../client';

/** Column name -> SQL type, as `jsonb_to_recordset` needs them. */
export type Columns = Readonly<Record<string, string>>;

/**
 * Bulk insert: one parameterised statement per batch, rows travelling as a single jsonb value.
 * Works the same on PGlite and PostgreSQL and is far faster than a statement per row. Table and
 * column names come from the constants below, never from input.
 */
export async function insertRows(
  db: Queryable,
  table: string,
  columns: Columns,
  rows: readonly object[],
  { batchSize = 1000, skipConflicts = false } = {},
): Promise<void> {
  const names = Object.keys(columns).join(', ');
  const typed = Object.entries(columns)
    .map(([name, type]) => `${name} ${type}`)
    .join(', ');
  const sql = `INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS x(${typed})${
    skipConflicts ? ' ON CONFLICT DO NOTHING' : ''
  }`;
  for (let start = 0; start < rows.length; start += batchSize) {
    await db.query(sql, [JSON.stringify(rows.slice(start, start + batchSize))]);
  }
}

const text = 'text';
const stamp = 'timestamptz';
const sen = 'bigint';

export const MERCHANT_COLUMNS: Columns = {
  id: 'uuid',
  merchant_name: text,
  business_registration_number: text,
  business_type: text,
  trading_name: text,
  person_in_charge: text,
  merchant_size: text,
  nationality: text,
  business_hour: text,
  nature_of_business: text,
  monthly_transaction_volume_sen: sen,
  company_turnover_sen: sen,
  email: text,
  contact_number: text,
  office_phone: text,
  office_phone_ext: text,
  fax: text,
  address: text,
  postcode: text,
  city: text,
  state: text,
  country: text,
  services: text,
  number_of_terminals: 'integer',
  device_type: text,
  terminal_model: text,
  status: text,
  submission_status: text,
  approval_status: text,
  tin: text,
  identification_type: text,
  identification_number: text,
  created_at: stamp,
  updated_at: stamp,
};

export const USER_COLUMNS: Columns = {
  id: 'uuid',
  username: text,
  password_hash: text,
  salutation: text,
  first_name: text,
  last_name: text,
  id_type: text,
  id_number: text,
  email: text,
  mobile_number: text,
  role_id: 'uuid',
  level: text,
  merchant_id: 'uuid',
  status: text,
  failed_attempts: 'integer',
  password_set_at: stamp,
  created_at: stamp,
  updated_at: stamp,
};

export const BOOKING_COLUMNS: Columns = {
  id: 'uuid',
  merchant_id: 'uuid',
  booking_reference: text,
  booking_type: text,
  status: text,
  payment_status: text,
  traveler_name: text,
  booking_date: 'date',
  departure_date: 'date',
  return_date: 'date',
  origin: text,
  destination: text,
  check_in: 'date',
  check_out: 'date',
  supplier_code: text,
  hotel_name: text,
  amount_sen: 'bigint',
  currency: text,
  organization_id: text,
  created_at: stamp,
  updated_at: stamp,
};

export const INVOICE_COLUMNS: Columns = {
  id: 'uuid',
  merchant_id: 'uuid',
  invoice_number: text,
  status: text,
  currency: text,
  exchange_rate: text,
  issue_date: 'date',
  due_date: 'date',
  tour_code: text,
  guest_name: text,
  market: text,
  remark: text,
  handled_by: text,
  revenue_lines: 'jsonb',
  cost_lines: 'jsonb',
  revenue_sen: 'bigint',
  tax_sen: 'bigint',
  total_sen: 'bigint',
  cost_sen: 'bigint',
  gross_profit_sen: 'bigint',
  gross_profit_bp: 'integer',
  credited_sen: 'bigint',
  debited_sen: 'bigint',
  deactivation_reason: text,
  issued_at: stamp,
  created_at: stamp,
  updated_at: stamp,
};

export const NOTE_COLUMNS: Columns = {
  id: 'uuid',
  kind: text,
  invoice_id: 'uuid',
  invoice_number: text,
  merchant_id: 'uuid',
  document_number: text,
  document_date: 'date',
  reference_number: text,
  payment_mode: text,
  currency: text,
  exchange_rate: text,
  lines: 'jsonb',
  subtotal_sen: 'bigint',
  tax_sen: 'bigint',
  total_sen: 'bigint',
  status: text,
  deactivation_reason: text,
  created_at: stamp,
  updated_at: stamp,
};
