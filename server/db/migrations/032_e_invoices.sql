-- E-invoices (docs/e-invoicing.md, How the product uses them). The supplier's tax identity is one
-- row (the company); every issued invoice, credit note and debit note has exactly one e-invoice,
-- queued in the transaction that issues it and moved through its states by the submission job
-- (server/e-invoice/submission/). Every state change is kept with the service's answer.
CREATE TABLE e_invoice_supplier (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  identity jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE e_invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  document_kind text NOT NULL CHECK (document_kind IN ('invoice', 'credit', 'debit')),
  document_id uuid NOT NULL,
  merchant_id uuid NOT NULL REFERENCES merchants (id),
  -- The document's own number: MyInvois's internal id (codeNumber) of the submission.
  code_number text NOT NULL,
  state text NOT NULL DEFAULT 'queued'
    CHECK (state IN ('queued', 'submitted', 'valid', 'invalid', 'cancelled')),
  uuid text,
  long_id text,
  submission_uid text,
  errors jsonb,
  -- Submissions sent and status reads made; the next try waits until next_attempt_at.
  attempts integer NOT NULL DEFAULT 0,
  polls integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- A runner's claim of a queued row while it submits it. A claim older than the lease means the
  -- runner stopped between submit and record: the service is asked before any resubmission.
  claimed_at timestamptz,
  claim_token uuid,
  cancel_reason text,
  queued_at timestamptz NOT NULL DEFAULT now(),
  submitted_at timestamptz,
  validated_at timestamptz,
  invalid_at timestamptz,
  cancelled_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT e_invoices_one_per_document UNIQUE (document_kind, document_id)
);

CREATE INDEX e_invoices_due_idx ON e_invoices (next_attempt_at, queued_at)
  WHERE state IN ('queued', 'submitted');
CREATE INDEX e_invoices_merchant_idx ON e_invoices (merchant_id, queued_at DESC);

CREATE TABLE e_invoice_events (
  id bigserial PRIMARY KEY,
  e_invoice_id uuid NOT NULL REFERENCES e_invoices (id) ON DELETE CASCADE,
  from_state text,
  to_state text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  -- The user who asked for the change (a cancel); null for the job.
  actor_id uuid,
  answer jsonb
);
CREATE INDEX e_invoice_events_e_invoice_idx ON e_invoice_events (e_invoice_id, id);
