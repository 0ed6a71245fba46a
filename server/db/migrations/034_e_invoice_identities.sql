-- Tax identities of e-invoices (docs/e-invoicing.md, How the product uses them).
--
-- The company's identity changes under four eyes (docs/security.md, E-invoices): a proposal waits
-- on the one supplier row with who proposed it and when, while `identity` keeps the approved
-- values the submission job reads; another Checker's approval copies it over, a rejection drops
-- it. The three columns are set and cleared together. Before the first approval the row holds a
-- proposal and no identity.
ALTER TABLE e_invoice_supplier ALTER COLUMN identity DROP NOT NULL;
ALTER TABLE e_invoice_supplier ADD COLUMN proposed_identity jsonb;
ALTER TABLE e_invoice_supplier ADD COLUMN proposed_by uuid REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE e_invoice_supplier ADD COLUMN proposed_at timestamptz;
ALTER TABLE e_invoice_supplier ADD CONSTRAINT e_invoice_supplier_proposal_object
  CHECK (proposed_identity IS NULL OR jsonb_typeof(proposed_identity) = 'object');
ALTER TABLE e_invoice_supplier ADD CONSTRAINT e_invoice_supplier_holds_something
  CHECK (identity IS NOT NULL OR proposed_identity IS NOT NULL);

-- A buyer's identity on a merchant (the buyer of this product's invoices) and on a client, each
-- optional; the contract checks the formats (src/contract/e-invoice/buyer-identity.ts).
ALTER TABLE merchants ADD COLUMN tin text;
ALTER TABLE merchants ADD COLUMN identification_type text
  CHECK (identification_type IN ('NRIC', 'PASSPORT', 'BRN', 'ARMY'));
ALTER TABLE merchants ADD COLUMN identification_number text;
ALTER TABLE merchants ADD COLUMN sst_number text;
ALTER TABLE merchants ADD CONSTRAINT merchants_tin_has_identification
  CHECK (tin IS NULL OR tin = 'EI00000000010' OR (identification_type IS NOT NULL AND identification_number IS NOT NULL));
ALTER TABLE clients ADD COLUMN tin text;
ALTER TABLE clients ADD COLUMN identification_type text
  CHECK (identification_type IN ('NRIC', 'PASSPORT', 'BRN', 'ARMY'));
ALTER TABLE clients ADD COLUMN identification_number text;
ALTER TABLE clients ADD COLUMN sst_number text;
ALTER TABLE clients ADD CONSTRAINT clients_tin_has_identification
  CHECK (tin IS NULL OR tin = 'EI00000000010' OR (identification_type IS NOT NULL AND identification_number IS NOT NULL));

-- The settings screen's menu item in a database seeded before it (a new database is seeded with
-- it from the contract's menu tree): under Invoicing, granted to Super Admin with every action.
INSERT INTO menus (parent_id, key, title, type, path, icon, sort_order)
SELECT p.id, 'invoice.eInvoiceSettings', 'E-invoice Settings', 'Link', '/settings/e-invoice', 'briefcase', 3
FROM menus p
WHERE p.key = 'invoice' AND NOT EXISTS (SELECT 1 FROM menus WHERE key = 'invoice.eInvoiceSettings');
INSERT INTO role_menus (role_id, menu_id)
SELECT r.id, m.id FROM roles r, menus m
WHERE r.name = 'Super Admin' AND r.is_system AND m.key = 'invoice.eInvoiceSettings'
ON CONFLICT DO NOTHING;
INSERT INTO role_functions (role_id, menu_id, action)
SELECT r.id, m.id, a.action FROM roles r, menus m,
  (VALUES ('view'), ('create'), ('update'), ('status'), ('approve'), ('delete'), ('export')) AS a (action)
WHERE r.name = 'Super Admin' AND r.is_system AND m.key = 'invoice.eInvoiceSettings'
ON CONFLICT DO NOTHING;
