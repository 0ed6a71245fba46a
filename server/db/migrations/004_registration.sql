-- Organization registration: a merchant registers itself with a Merchant Admin account,
-- verifies the email, and waits for staff to approve or reject. The merchant and the user are
-- ordinary rows (merchants: Submitted / Pending / Inactive; users: status N); this table keeps
-- what only the registration has: who registered, when the email was verified, the decision.
CREATE TABLE organization_registrations (
  merchant_id uuid PRIMARY KEY REFERENCES merchants (id) ON DELETE CASCADE,
  user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  email_verified_at timestamptz,
  decision text CHECK (decision IN ('Approved', 'Rejected')),
  decided_at timestamptz,
  decided_by uuid REFERENCES users (id),
  rejection_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((decision IS NULL) = (decided_at IS NULL))
);
-- The approval screen lists the open registrations, oldest first.
CREATE INDEX organization_registrations_open_idx ON organization_registrations (created_at)
  WHERE decision IS NULL;
