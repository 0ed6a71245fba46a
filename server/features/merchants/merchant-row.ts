/**
 * The one place that turns a merchants row into the contract `Merchant`: the list calls, get by
 * id, the status update and the sync pull all select MERCHANT_COLUMNS.
 */
import type { Merchant } from '../../../src/contract';
import { float, isoTimestamp } from '../../lib/sql-format';

/**
 * Select list for `FROM merchants m`: every column already in the contract's name and format, so a
 * row read with it IS a `Merchant` (no mapping in JS), and `row_to_json`/`json_agg` of it is one too.
 */
export const MERCHANT_COLUMNS = `
  m.id AS "id",
  m.merchant_name AS "merchantName",
  m.business_registration_number AS "businessRegistrationNumber",
  m.business_type AS "businessType",
  m.trading_name AS "tradingName",
  m.person_in_charge AS "personInCharge",
  m.merchant_size AS "merchantSize",
  m.nationality AS "nationality",
  m.business_hour AS "businessHour",
  m.nature_of_business AS "natureOfBusiness",
  ${float('m.monthly_transaction_volume')} AS "monthlyTransactionVolume",
  ${float('m.company_turnover')} AS "companyTurnover",
  m.email AS "email",
  m.contact_number AS "contactNumber",
  m.office_phone AS "officePhone",
  m.office_phone_ext AS "officePhoneExt",
  m.fax AS "fax",
  m.address AS "address",
  m.postcode AS "postcode",
  m.city AS "city",
  m.state AS "state",
  m.country AS "country",
  m.services AS "services",
  m.number_of_terminals AS "numberOfTerminals",
  m.device_type AS "deviceType",
  m.terminal_model AS "terminalModel",
  m.status AS "status",
  m.submission_status AS "submissionStatus",
  m.approval_status AS "approvalStatus",
  m.submitted_by AS "submittedBy",
  ${isoTimestamp('m.created_at')} AS "createdAt",
  ${isoTimestamp('m.updated_at')} AS "updatedAt",
  ${float('m.version')} AS "version"`;

/** Rows selected with MERCHANT_COLUMNS need no mapping; this only names the type. */
export const toMerchant = (row: unknown): Merchant => row as Merchant;
