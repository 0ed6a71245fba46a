-- One consolidated e-invoice per month, currency AND exchange rate (docs/e-invoicing.md,
-- Consolidated): MyInvois carries one TaxExchangeRate per document, so invoices of one currency at
-- different rates cannot share a consolidated document. The consolidation records its rate in its
-- one written form (no leading or trailing zeros, as `trim_scale(rate::numeric)::text` writes it;
-- none for MYR), and a group has one consolidation waiting for approval.
ALTER TABLE e_invoice_consolidations ADD COLUMN exchange_rate text
  CONSTRAINT e_invoice_consolidations_exchange_rate_form
    CHECK (exchange_rate ~ '^(0|[1-9]\d{0,3})(\.\d{0,5}[1-9])?$' AND exchange_rate::numeric > 0)
  CONSTRAINT e_invoice_consolidations_exchange_rate_currency
    CHECK (exchange_rate IS NULL OR currency <> 'MYR');

-- Earlier consolidations take the rate of their first invoice; one waiting for approval lets go of
-- its invoices at another rate (they wait for their own group's). A submitted one whose invoices
-- differ keeps none: it is history, and its e-invoice went without one.
UPDATE e_invoice_consolidations k SET exchange_rate = f.rate
FROM (
  SELECT DISTINCT ON (e.consolidation_id) e.consolidation_id AS id,
    trim_scale(i.exchange_rate::numeric)::text AS rate
  FROM e_invoices e JOIN invoices i ON i.id = e.document_id
  WHERE e.consolidation_id IS NOT NULL AND e.document_kind = 'invoice'
  ORDER BY e.consolidation_id, e.queued_at, e.code_number
) f
WHERE f.id = k.id AND k.currency <> 'MYR' AND f.rate IS NOT NULL
  AND (k.state = 'prepared' OR NOT EXISTS (
    SELECT 1 FROM e_invoices e JOIN invoices i ON i.id = e.document_id
    WHERE e.consolidation_id = k.id AND e.document_kind = 'invoice'
      AND i.exchange_rate::numeric IS DISTINCT FROM f.rate::numeric));
UPDATE e_invoices e SET consolidation_id = NULL, updated_at = now()
FROM e_invoice_consolidations k, invoices i
WHERE k.id = e.consolidation_id AND k.state = 'prepared' AND i.id = e.document_id
  AND e.document_kind = 'invoice' AND i.exchange_rate::numeric IS DISTINCT FROM k.exchange_rate::numeric;

DROP INDEX e_invoice_consolidations_one_prepared;
CREATE UNIQUE INDEX e_invoice_consolidations_one_prepared
  ON e_invoice_consolidations (month, currency, (coalesce(exchange_rate, ''))) WHERE state = 'prepared';
