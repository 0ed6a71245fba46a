-- Exchange rates of documents not in MYR (docs/e-invoicing.md, Foreign currency): MYR per unit of
-- the document's currency, as the exact decimal text written (up to 6 decimals, above zero), never
-- a float. A MYR document has none. An invoice's is given on its Draft and is required before a
-- non-MYR invoice is issued (src/contract/invoice-rules.ts); a note's is fixed when it is created,
-- its own or its invoice's. Migration 036's immutability rules cover the column: an issued
-- document's rate never changes. Documents issued before this migration keep none: their
-- e-invoices stop at the pre-flight until corrected with a note that has one.
ALTER TABLE invoices ADD COLUMN exchange_rate text
  CONSTRAINT invoices_exchange_rate_form CHECK (exchange_rate ~ '^\d{1,4}(\.\d{1,6})?$' AND exchange_rate::numeric > 0)
  CONSTRAINT invoices_exchange_rate_currency CHECK (exchange_rate IS NULL OR currency <> 'MYR');
ALTER TABLE invoice_notes ADD COLUMN exchange_rate text
  CONSTRAINT invoice_notes_exchange_rate_form CHECK (exchange_rate ~ '^\d{1,4}(\.\d{1,6})?$' AND exchange_rate::numeric > 0)
  CONSTRAINT invoice_notes_exchange_rate_currency CHECK (exchange_rate IS NULL OR currency <> 'MYR');
