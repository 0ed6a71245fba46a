-- Initial schema: access control, merchants, users, bookings, invoices, sessions and the audit log.
-- Every mirrored table keeps `version` and `updated_at` for the change tracking added later.

CREATE TABLE roles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE,
  scope text NOT NULL CHECK (scope IN ('staff', 'merchant')),
  is_system boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version bigint NOT NULL DEFAULT 1
);

CREATE TABLE menus (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  parent_id uuid REFERENCES menus (id) ON DELETE CASCADE,
  key text NOT NULL UNIQUE,
  title text NOT NULL,
  type text NOT NULL CHECK (type IN ('Category', 'Link')),
  path text,
  icon text,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version bigint NOT NULL DEFAULT 1
);
CREATE INDEX menus_parent_idx ON menus (parent_id, sort_order);

CREATE TABLE role_menus (
  role_id uuid NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  menu_id uuid NOT NULL REFERENCES menus (id) ON DELETE CASCADE,
  PRIMARY KEY (role_id, menu_id)
);

CREATE TABLE merchants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant_name text NOT NULL,
  business_registration_number text NOT NULL,
  business_type text,
  trading_name text,
  person_in_charge text,
  merchant_size text,
  nationality text,
  business_hour text,
  nature_of_business text,
  monthly_transaction_volume numeric(14, 2),
  company_turnover numeric(16, 2),
  email text NOT NULL,
  contact_number text NOT NULL,
  office_phone text,
  office_phone_ext text,
  fax text,
  address text,
  postcode text,
  city text,
  state text,
  country text NOT NULL DEFAULT 'Malaysia',
  services text,
  number_of_terminals integer NOT NULL DEFAULT 0,
  device_type text,
  terminal_model text,
  status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Inactive')),
  submission_status text NOT NULL DEFAULT 'Draft' CHECK (submission_status IN ('Draft', 'Submitted')),
  approval_status text NOT NULL DEFAULT 'Pending'
    CHECK (approval_status IN ('Pending', 'Approved', 'Rejected')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version bigint NOT NULL DEFAULT 1
);
CREATE INDEX merchants_name_idx ON merchants (lower(merchant_name));
CREATE INDEX merchants_email_idx ON merchants (lower(email));
CREATE INDEX merchants_contact_idx ON merchants (contact_number);
CREATE INDEX merchants_approval_idx ON merchants (approval_status, submission_status);
CREATE INDEX merchants_updated_idx ON merchants (updated_at);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Stored lower-case; sign-in lower-cases the input, so usernames are case-insensitive.
  username text NOT NULL UNIQUE CHECK (username = lower(username)),
  password_hash text NOT NULL,
  salutation text NOT NULL DEFAULT 'NA'
    CHECK (salutation IN ('NA', 'MR', 'MRS', 'MS', 'MSTR', 'MISS', 'MDM')),
  first_name text NOT NULL,
  last_name text NOT NULL,
  id_type text,
  id_number text,
  email text NOT NULL,
  mobile_number text,
  role_id uuid NOT NULL REFERENCES roles (id),
  level text NOT NULL CHECK (level IN ('Maker', 'Checker')),
  merchant_id uuid REFERENCES merchants (id),
  -- docs/product.md, User statuses: A active, N new, D disabled, X deleted, L locked, R reset.
  status text NOT NULL DEFAULT 'N' CHECK (status IN ('A', 'N', 'D', 'X', 'L', 'R')),
  failed_attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version bigint NOT NULL DEFAULT 1
);
CREATE INDEX users_full_name_idx ON users (lower(first_name || ' ' || last_name));
CREATE INDEX users_email_idx ON users (lower(email));
CREATE INDEX users_mobile_idx ON users (mobile_number);
CREATE INDEX users_role_idx ON users (role_id);
CREATE INDEX users_merchant_idx ON users (merchant_id);
CREATE INDEX users_updated_idx ON users (updated_at);

CREATE TABLE bookings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant_id uuid NOT NULL REFERENCES merchants (id),
  booking_reference text NOT NULL UNIQUE,
  booking_type text NOT NULL CHECK (booking_type IN ('Flight', 'Hotel')),
  status text NOT NULL,
  payment_status text NOT NULL,
  traveler_name text NOT NULL,
  booking_date date NOT NULL,
  departure_date date,
  return_date date,
  origin text,
  destination text NOT NULL,
  check_in date,
  check_out date,
  supplier_code text,
  amount numeric(12, 2) NOT NULL,
  currency text NOT NULL DEFAULT 'MYR',
  organization_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version bigint NOT NULL DEFAULT 1
);
CREATE INDEX bookings_merchant_idx ON bookings (merchant_id, booking_date);
CREATE INDEX bookings_traveler_idx ON bookings (lower(traveler_name));
CREATE INDEX bookings_updated_idx ON bookings (updated_at);

CREATE TABLE invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant_id uuid NOT NULL REFERENCES merchants (id),
  invoice_number text NOT NULL UNIQUE,
  invoice_date date NOT NULL,
  tour_code text,
  guest_name text NOT NULL,
  market text,
  sales_type text,
  pax integer NOT NULL DEFAULT 1,
  unit_price numeric(12, 2) NOT NULL,
  amount numeric(12, 2) NOT NULL,
  cost_booking_reference text,
  cost_unit integer,
  cost_unit_price numeric(12, 2),
  cost_amount numeric(12, 2),
  gross_profit numeric(12, 2),
  gross_profit_percentage numeric(6, 2),
  remark text,
  handled_by text,
  currency text NOT NULL DEFAULT 'MYR',
  status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Inactive')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version bigint NOT NULL DEFAULT 1
);
CREATE INDEX invoices_merchant_idx ON invoices (merchant_id, invoice_date);
CREATE INDEX invoices_guest_idx ON invoices (lower(guest_name));
CREATE INDEX invoices_updated_idx ON invoices (updated_at);

-- Refresh-token sessions: only the sha256 of a token is stored; rotation keeps the family id so a
-- reused (already rotated) token can revoke the whole family.
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  family_id uuid NOT NULL,
  device_name text,
  user_agent text,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_family_idx ON sessions (family_id);

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  user_id uuid,
  action text NOT NULL,
  entity text,
  entity_id text,
  page_path text,
  details jsonb,
  request_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_user_idx ON audit_log (user_id, created_at);
