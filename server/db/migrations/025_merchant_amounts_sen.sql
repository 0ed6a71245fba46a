-- A merchant's monthly transaction volume and company turnover are money, so they are integer sen
-- like every other amount (docs/ARCHITECTURE.md, Money), not decimal ringgit. A proposal waiting
-- for approval holds the contract's field names (021): its values move to the new names in sen.
ALTER TABLE merchants ADD COLUMN monthly_transaction_volume_sen bigint
  CHECK (monthly_transaction_volume_sen >= 0);
ALTER TABLE merchants ADD COLUMN company_turnover_sen bigint CHECK (company_turnover_sen >= 0);
UPDATE merchants SET
  monthly_transaction_volume_sen = round(monthly_transaction_volume * 100)::bigint,
  company_turnover_sen = round(company_turnover * 100)::bigint
WHERE monthly_transaction_volume IS NOT NULL OR company_turnover IS NOT NULL;
ALTER TABLE merchants DROP COLUMN monthly_transaction_volume;
ALTER TABLE merchants DROP COLUMN company_turnover;

UPDATE merchants SET proposed_changes = (proposed_changes - 'monthlyTransactionVolume' - 'companyTurnover')
  || (SELECT coalesce(jsonb_object_agg(renamed.name || 'Sen', CASE jsonb_typeof(old.value)
        WHEN 'number' THEN to_jsonb(round(old.value::text::numeric * 100)::bigint) ELSE old.value END), '{}')
      FROM jsonb_each(proposed_changes) AS old
      JOIN (VALUES ('monthlyTransactionVolume'), ('companyTurnover')) AS renamed (name) ON renamed.name = old.key)
WHERE proposed_changes ?| ARRAY['monthlyTransactionVolume', 'companyTurnover'];
