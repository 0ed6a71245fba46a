-- An edit of an approved merchant waits as a proposal (docs/security.md, Four-eyes changes): the
-- new values of the changed fields (JSON, the contract's field names), who proposed them and when.
-- The live columns keep their approved values until another Checker approves it; a rejection
-- drops it. The three columns are set and cleared together.
ALTER TABLE merchants ADD COLUMN proposed_changes jsonb;
ALTER TABLE merchants ADD COLUMN proposed_by uuid REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE merchants ADD COLUMN proposed_at timestamptz;
ALTER TABLE merchants ADD CONSTRAINT merchants_proposal_object
  CHECK (proposed_changes IS NULL OR jsonb_typeof(proposed_changes) = 'object');
-- The pending list reads merchants with a proposal beside those awaiting approval.
CREATE INDEX merchants_proposed_idx ON merchants (id) WHERE proposed_changes IS NOT NULL;
