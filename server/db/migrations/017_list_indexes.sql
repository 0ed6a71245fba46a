-- Indexes for the lists' sort orders (docs/ARCHITECTURE.md, "List throughput").
--
-- A list page orders by its sort key's expression (server/lib/entity-list/sql-rules.ts: text
-- lower-cased with COLLATE "C", instants to the millisecond as UTC wall time, numbers by value),
-- then by id. PostgreSQL walks an index for that order only when the index holds exactly the same
-- expression with the same collation; merchants_name_idx (lower(merchant_name), the database's
-- collation) did not, so every page sorted all 50,000 merchants (127 ms) to answer 50 (0.6 ms).
-- Each index below is (expression, id): it serves a key ascending as it is, and descending by a
-- backward walk with an incremental sort of equal keys by id ascending (ties stay by id ascending
-- in both directions, as the device's engine orders them).
--
-- Not here: sort keys on a joined table (users by role or merchant name, a small list) and dates
-- that may be missing (their ISO text, no IMMUTABLE form); a key whose (column DESC, id) index
-- exists already (bookings_list_idx, invoice_notes_list_idx, top_ups_list_idx,
-- credit_entries_list_idx). server/resources/list-plans.test.ts fails on a sort key that
-- has neither an index nor a reason in its list of exceptions.

CREATE INDEX merchants_sort_merchant_name_idx ON merchants ((lower(coalesce(merchant_name, '')) COLLATE "C"), id);
CREATE INDEX merchants_sort_email_idx ON merchants ((lower(coalesce(email, '')) COLLATE "C"), id);
CREATE INDEX merchants_sort_contact_number_idx ON merchants ((lower(coalesce(contact_number, '')) COLLATE "C"), id);
CREATE INDEX merchants_sort_status_idx ON merchants ((lower(coalesce(status, '')) COLLATE "C"), id);
CREATE INDEX merchants_sort_approval_status_idx ON merchants ((lower(coalesce(approval_status, '')) COLLATE "C"), id);
CREATE INDEX merchants_sort_created_at_idx ON merchants ((date_trunc('milliseconds', (created_at) AT TIME ZONE 'UTC')), id);
CREATE INDEX merchants_sort_updated_at_idx ON merchants ((date_trunc('milliseconds', (updated_at) AT TIME ZONE 'UTC')), id);
CREATE INDEX users_sort_full_name_idx ON users ((lower(coalesce(first_name || ' ' || last_name, '')) COLLATE "C"), id);
CREATE INDEX users_sort_username_idx ON users ((lower(coalesce(username, '')) COLLATE "C"), id);
CREATE INDEX users_sort_email_idx ON users ((lower(coalesce(email, '')) COLLATE "C"), id);
CREATE INDEX users_sort_mobile_number_idx ON users ((lower(coalesce(mobile_number, '')) COLLATE "C"), id);
CREATE INDEX users_sort_status_idx ON users ((lower(coalesce(status, '')) COLLATE "C"), id);
CREATE INDEX users_sort_created_at_idx ON users ((date_trunc('milliseconds', (created_at) AT TIME ZONE 'UTC')), id);
CREATE INDEX bookings_sort_booking_reference_idx ON bookings ((lower(coalesce(booking_reference, '')) COLLATE "C"), id);
CREATE INDEX bookings_sort_booking_type_idx ON bookings ((lower(coalesce(booking_type, '')) COLLATE "C"), id);
CREATE INDEX bookings_sort_status_idx ON bookings ((lower(coalesce(status, '')) COLLATE "C"), id);
CREATE INDEX bookings_sort_payment_status_idx ON bookings ((lower(coalesce(payment_status, '')) COLLATE "C"), id);
CREATE INDEX bookings_sort_traveler_name_idx ON bookings ((lower(coalesce(traveler_name, '')) COLLATE "C"), id);
CREATE INDEX bookings_sort_destination_idx ON bookings ((lower(coalesce(destination, '')) COLLATE "C"), id);
CREATE INDEX bookings_sort_supplier_code_idx ON bookings ((lower(coalesce(supplier_code, '')) COLLATE "C"), id);
CREATE INDEX bookings_sort_amount_sen_idx ON bookings (amount_sen, id);
CREATE INDEX bookings_sort_created_at_idx ON bookings ((date_trunc('milliseconds', (created_at) AT TIME ZONE 'UTC')), id);
CREATE INDEX invoices_sort_invoice_number_idx ON invoices ((lower(coalesce(invoice_number, '')) COLLATE "C"), id);
CREATE INDEX invoices_sort_due_date_idx ON invoices (due_date, id);
CREATE INDEX invoices_sort_guest_name_idx ON invoices ((lower(coalesce(guest_name, '')) COLLATE "C"), id);
CREATE INDEX invoices_sort_tour_code_idx ON invoices ((lower(coalesce(tour_code, '')) COLLATE "C"), id);
CREATE INDEX invoices_sort_status_idx ON invoices ((lower(coalesce(status, '')) COLLATE "C"), id);
CREATE INDEX invoices_sort_total_sen_idx ON invoices (total_sen, id);
CREATE INDEX invoices_sort_net_sen_idx ON invoices (net_sen, id);
CREATE INDEX invoices_sort_gross_profit_sen_idx ON invoices (gross_profit_sen, id);
CREATE INDEX invoices_sort_updated_at_idx ON invoices ((date_trunc('milliseconds', (updated_at) AT TIME ZONE 'UTC')), id);
CREATE INDEX invoice_notes_sort_document_number_idx ON invoice_notes ((lower(coalesce(document_number, '')) COLLATE "C"), id);
CREATE INDEX invoice_notes_sort_invoice_number_idx ON invoice_notes ((lower(coalesce(invoice_number, '')) COLLATE "C"), id);
CREATE INDEX invoice_notes_sort_kind_idx ON invoice_notes ((lower(coalesce(kind, '')) COLLATE "C"), id);
CREATE INDEX invoice_notes_sort_payment_mode_idx ON invoice_notes ((lower(coalesce(payment_mode, '')) COLLATE "C"), id);
CREATE INDEX invoice_notes_sort_status_idx ON invoice_notes ((lower(coalesce(status, '')) COLLATE "C"), id);
CREATE INDEX invoice_notes_sort_total_sen_idx ON invoice_notes (total_sen, id);
CREATE INDEX invoice_notes_sort_updated_at_idx ON invoice_notes ((date_trunc('milliseconds', (updated_at) AT TIME ZONE 'UTC')), id);
CREATE INDEX top_ups_sort_bank_in_at_idx ON top_ups (bank_in_at, id);
CREATE INDEX top_ups_sort_amount_sen_idx ON top_ups (amount_sen, id);
CREATE INDEX top_ups_sort_status_idx ON top_ups ((lower(coalesce(status, '')) COLLATE "C"), id);
CREATE INDEX top_ups_sort_method_code_idx ON top_ups ((lower(coalesce(method_code, '')) COLLATE "C"), id);
CREATE INDEX top_ups_sort_reference_number_idx ON top_ups ((lower(coalesce(reference_number, '')) COLLATE "C"), id);
CREATE INDEX top_ups_sort_bank_name_idx ON top_ups ((lower(coalesce(bank_name, '')) COLLATE "C"), id);
CREATE INDEX top_ups_sort_updated_at_idx ON top_ups ((date_trunc('milliseconds', (updated_at) AT TIME ZONE 'UTC')), id);
CREATE INDEX credit_entries_sort_entry_no_idx ON credit_entries (entry_no, id);
CREATE INDEX credit_entries_sort_action_idx ON credit_entries ((lower(coalesce(action, '')) COLLATE "C"), id);
CREATE INDEX credit_entries_sort_amount_sen_idx ON credit_entries (amount_sen, id);
CREATE INDEX credit_entries_sort_reference_idx ON credit_entries ((lower(coalesce(reference, '')) COLLATE "C"), id);
CREATE INDEX credit_accounts_sort_balance_sen_idx ON credit_accounts (balance_sen, merchant_id);
CREATE INDEX credit_accounts_sort_limit_sen_idx ON credit_accounts (limit_sen, merchant_id);
CREATE INDEX credit_accounts_sort_available_sen_idx ON credit_accounts (((balance_sen + limit_sen)), merchant_id);
CREATE INDEX credit_accounts_sort_pending_sen_idx ON credit_accounts (pending_sen, merchant_id);
CREATE INDEX credit_accounts_sort_updated_at_idx ON credit_accounts ((date_trunc('milliseconds', (updated_at) AT TIME ZONE 'UTC')), merchant_id);
CREATE INDEX clients_sort_company_name_idx ON clients ((lower(coalesce(company_name, '')) COLLATE "C"), id);
CREATE INDEX clients_sort_client_name_idx ON clients ((lower(coalesce((first_name || ' ' || last_name), '')) COLLATE "C"), id);
CREATE INDEX clients_sort_email_idx ON clients ((lower(coalesce(email, '')) COLLATE "C"), id);
CREATE INDEX clients_sort_account_type_idx ON clients ((lower(coalesce(account_type, '')) COLLATE "C"), id);
CREATE INDEX clients_sort_status_idx ON clients ((lower(coalesce(status, '')) COLLATE "C"), id);
CREATE INDEX clients_sort_updated_at_idx ON clients ((date_trunc('milliseconds', (updated_at) AT TIME ZONE 'UTC')), id);
CREATE INDEX markups_sort_name_idx ON markups ((lower(coalesce(name, '')) COLLATE "C"), id);
CREATE INDEX markups_sort_applies_to_idx ON markups ((lower(coalesce(applies_to, '')) COLLATE "C"), id);
CREATE INDEX markups_sort_status_idx ON markups ((lower(coalesce(status, '')) COLLATE "C"), id);
CREATE INDEX markups_sort_updated_at_idx ON markups ((date_trunc('milliseconds', (updated_at) AT TIME ZONE 'UTC')), id);
CREATE INDEX cases_sort_created_at_idx ON cases ((date_trunc('milliseconds', (created_at) AT TIME ZONE 'UTC')), id);
CREATE INDEX cases_sort_updated_at_idx ON cases ((date_trunc('milliseconds', (updated_at) AT TIME ZONE 'UTC')), id);
CREATE INDEX cases_sort_case_number_idx ON cases ((lower(coalesce(case_number, '')) COLLATE "C"), id);
CREATE INDEX cases_sort_subject_idx ON cases ((lower(coalesce(subject, '')) COLLATE "C"), id);
CREATE INDEX cases_sort_status_idx ON cases ((lower(coalesce(status, '')) COLLATE "C"), id);
CREATE INDEX cases_sort_category_idx ON cases ((lower(coalesce(category, '')) COLLATE "C"), id);
