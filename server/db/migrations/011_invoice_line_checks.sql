-- The lines of invoices and notes (jsonb arrays, 010_invoicing.sql) under the same bounds as the
-- contract's wire fields (src/contract/money.ts): quantities 1..9,999, unit prices and amounts
-- 0..10^13 sen, whole numbers, SST rates 0/6/8, and an amount equal to quantity × unit price. The
-- server checks all of it before writing; these make a wrong write by any other path fail too.
ALTER TABLE invoices ADD CONSTRAINT invoices_line_values_check CHECK (
  NOT jsonb_path_exists(revenue_lines, '$[*] ? (
    !(@.pax >= 1 && @.pax <= 9999 && @.pax == @.pax.floor())
    || !(@.unitPriceSen >= 0 && @.unitPriceSen <= 10000000000000 && @.unitPriceSen == @.unitPriceSen.floor())
    || !(@.amountSen >= 0 && @.amountSen <= 10000000000000 && @.amountSen == @.pax * @.unitPriceSen)
    || !(@.taxRate == 0 || @.taxRate == 6 || @.taxRate == 8)
    || !(@.taxSen >= 0 && @.taxSen == @.taxSen.floor()))')
  AND NOT jsonb_path_exists(cost_lines, '$[*] ? (
    !(@.unit >= 1 && @.unit <= 9999 && @.unit == @.unit.floor())
    || !(@.unitPriceSen >= 0 && @.unitPriceSen <= 10000000000000 && @.unitPriceSen == @.unitPriceSen.floor())
    || !(@.amountSen >= 0 && @.amountSen <= 10000000000000 && @.amountSen == @.unit * @.unitPriceSen))')
);

ALTER TABLE invoice_notes ADD CONSTRAINT invoice_notes_line_values_check CHECK (
  NOT jsonb_path_exists(lines, '$[*] ? (
    !(@.quantity >= 1 && @.quantity <= 9999 && @.quantity == @.quantity.floor())
    || !(@.unitPriceSen >= 0 && @.unitPriceSen <= 10000000000000 && @.unitPriceSen == @.unitPriceSen.floor())
    || !(@.amountSen >= 0 && @.amountSen <= 10000000000000 && @.amountSen == @.quantity * @.unitPriceSen)
    || !(@.taxRate == 0 || @.taxRate == 6 || @.taxRate == 8)
    || !(@.taxSen >= 0 && @.taxSen == @.taxSen.floor()))')
);
