-- Bookings as the contract's Booking (src/contract/booking.ts; docs/ARCHITECTURE.md, Money):
-- the amount in integer minor units (sen for MYR) instead of numeric(12,2), so no amount passes
-- through a float on either side; the hotel's name for hotel bookings; the status vocabularies
-- the contract knows, enforced; and indexes for the list's default order, scoped or not.

ALTER TABLE bookings ADD COLUMN amount_sen bigint;
ALTER TABLE bookings ADD COLUMN hotel_name text;

-- One statement: every booking takes one new version, so each device's next pull brings the
-- reshaped row (amountSen, hotelName) in place of the old one. Existing hotels get a plausible
-- name built from their city, stable per row.
UPDATE bookings SET
  amount_sen = round(amount * 100)::bigint,
  hotel_name = CASE WHEN booking_type = 'Hotel' THEN
    destination || ' ' || (ARRAY['Grand Hotel', 'City Suites', 'Resort & Spa', 'Boutique Inn', 'Heritage Hotel'])
      [1 + abs(hashtext(id::text)) % 5]
  END;

ALTER TABLE bookings ALTER COLUMN amount_sen SET NOT NULL;
ALTER TABLE bookings DROP COLUMN amount;

ALTER TABLE bookings ADD CONSTRAINT bookings_status_check
  CHECK (status IN ('Confirmed', 'Pending', 'Cancelled'));
ALTER TABLE bookings ADD CONSTRAINT bookings_payment_status_check
  CHECK (payment_status IN ('Paid', 'Unpaid', 'Refunded'));

-- The default list order (newest booking first, ties by id) for staff, and the same within one
-- merchant for merchant users; the second replaces (merchant_id, booking_date).
CREATE INDEX bookings_list_idx ON bookings (booking_date DESC, id);
CREATE INDEX bookings_merchant_list_idx ON bookings (merchant_id, booking_date DESC, id);
DROP INDEX bookings_merchant_idx;
