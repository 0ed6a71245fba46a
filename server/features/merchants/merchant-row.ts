/**
 * The one place that turns a merchants row into the contract `Merchant`: the list calls, get by
 * id, the status update and the sync pull all select MERCHANT_COLUMNS and map with `toMerchant`.
 */
import type { Merchant } from '../../../src/contract';
import { float, isoTimestamp, toNumber } from '../../lib/sql-format';

/** Select list for `FROM merchants m`. */
export const MERCHANT_COLUMNS = `
  m.id, m.merchant_name, m.business_registration_number, m.business_type, m.trading_name,
  m.person_in_charge, m.merchant_size, m.nationality, m.business_hour, m.nature_of_business,
  ${float('m.monthly_transaction_volume')} AS monthly_transaction_volume,
  ${float('m.company_turnover')} AS company_turnover,
  m.email, m.contact_number, m.office_phone, m.office_phone_ext, m.fax, m.address, m.postcode,
  m.city, m.state, m.country, m.services, m.number_of_terminals, m.device_type, m.terminal_model,
  m.status, m.submission_status, m.approval_status,
  ${isoTimestamp('m.created_at')} AS created_at, ${isoTimestamp('m.updated_at')} AS updated_at,
  m.version`;

export type MerchantRecord = {
  id: string;
  merchant_name: string;
  business_registration_number: string;
  business_type: string | null;
  trading_name: string | null;
  person_in_charge: string | null;
  merchant_size: string | null;
  nationality: string | null;
  business_hour: string | null;
  nature_of_business: string | null;
  monthly_transaction_volume: number | null;
  company_turnover: number | null;
  email: string;
  contact_number: string;
  office_phone: string | null;
  office_phone_ext: string | null;
  fax: string | null;
  address: string | null;
  postcode: string | null;
  city: string | null;
  state: string | null;
  country: string;
  services: string | null;
  number_of_terminals: number;
  device_type: string | null;
  terminal_model: string | null;
  status: Merchant['status'];
  submission_status: Merchant['submissionStatus'];
  approval_status: Merchant['approvalStatus'];
  created_at: string;
  updated_at: string;
  version: string | number;
};

export function toMerchant(r: MerchantRecord): Merchant {
  return {
    id: r.id,
    merchantName: r.merchant_name,
    businessRegistrationNumber: r.business_registration_number,
    businessType: r.business_type,
    tradingName: r.trading_name,
    personInCharge: r.person_in_charge,
    merchantSize: r.merchant_size,
    nationality: r.nationality,
    businessHour: r.business_hour,
    natureOfBusiness: r.nature_of_business,
    monthlyTransactionVolume: r.monthly_transaction_volume,
    companyTurnover: r.company_turnover,
    email: r.email,
    contactNumber: r.contact_number,
    officePhone: r.office_phone,
    officePhoneExt: r.office_phone_ext,
    fax: r.fax,
    address: r.address,
    postcode: r.postcode,
    city: r.city,
    state: r.state,
    country: r.country,
    services: r.services,
    numberOfTerminals: r.number_of_terminals,
    deviceType: r.device_type,
    terminalModel: r.terminal_model,
    status: r.status,
    submissionStatus: r.submission_status,
    approvalStatus: r.approval_status,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    version: toNumber(r.version),
  };
}
