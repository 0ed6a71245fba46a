import { createPerson, fullName, mobileNumber, slug } from './people';
import { landline, PLACES, streetAddress } from './places';
import { createRng } from './prng';
import type { Rng } from './prng';

export type MerchantRow = {
  id: string;
  merchant_name: string;
  business_registration_number: string;
  business_type: string;
  trading_name: string;
  person_in_charge: string;
  merchant_size: string;
  nationality: string;
  business_hour: string;
  nature_of_business: string;
  monthly_transaction_volume_sen: number;
  company_turnover_sen: number;
  email: string;
  contact_number: string;
  office_phone: string;
  office_phone_ext: string | null;
  fax: string | null;
  address: string;
  postcode: string;
  city: string;
  state: string;
  country: string;
  services: string;
  number_of_terminals: number;
  device_type: string;
  terminal_model: string;
  status: 'Active' | 'Inactive';
  submission_status: 'Draft' | 'Submitted';
  approval_status: 'Pending' | 'Approved' | 'Rejected';
  /** The buyer identity of its e-invoices (docs/e-invoicing.md, Buyers); null without a TIN. */
  tin: string | null;
  identification_type: 'BRN' | null;
  identification_number: string | null;
  created_at: string;
  updated_at: string;
};

const MALAY_WORDS = [
  'Bintang Timur',
  'Cahaya Murni',
  'Mutiara Emas',
  'Sinar Jaya',
  'Permata Biru',
  'Seri Gemilang',
  'Harapan Baru',
  'Bayu Laut',
  'Teratai Indah',
  'Wawasan Maju',
  'Kembara Ria',
  'Pelangi Suria',
];
const TRAVEL_WORDS = ['Travel', 'Tours', 'Travel & Tours', 'Holidays', 'Ticketing', 'Umrah & Travel'];
const REGIONS = [
  'Borneo',
  'Penang',
  'Langkawi',
  'Klang Valley',
  'Selatan',
  'Nusantara',
  'Kinabalu',
  'Peninsular',
];
const SURNAMES = ['Tan', 'Lim', 'Wong', 'Ng', 'Ong', 'Subramaniam', 'Krishnan', 'Yusof', 'Rahman'];

function companyName(rng: Rng): { name: string; type: string } {
  const style = rng.int(0, 4);
  if (style === 0)
    return { name: `Syarikat ${rng.pick(MALAY_WORDS)} Sdn Bhd`, type: 'Private Limited Company' };
  if (style === 1)
    return {
      name: `${rng.pick(SURNAMES)} Brothers ${rng.pick(TRAVEL_WORDS)} Sdn Bhd`,
      type: 'Private Limited Company',
    };
  if (style === 2)
    return {
      name: `${rng.pick(REGIONS)} ${rng.pick(TRAVEL_WORDS)} Sdn Bhd`,
      type: 'Private Limited Company',
    };
  if (style === 3)
    return {
      name: `${rng.pick(MALAY_WORDS)} ${rng.pick(TRAVEL_WORDS)} Enterprise`,
      type: 'Sole Proprietorship',
    };
  return { name: `${rng.pick(SURNAMES)} & Partners ${rng.pick(TRAVEL_WORDS)}`, type: 'Partnership' };
}

/** SSM number: new 12-digit form with the old number and check letter, `201901012345 (1234567-X)`. */
function registrationNumber(rng: Rng): string {
  return `${rng.int(1995, 2023)}01${rng.digits(6)} (${rng.int(100000, 1499999)}-${rng.pick(['A', 'D', 'H', 'K', 'M', 'P', 'T', 'U', 'V', 'W', 'X'])})`;
}

type BuyerIdentityColumn = 'tin' | 'identification_type' | 'identification_number';

/**
 * Four merchants in five give their TIN (a company's: `C`, digits, a final 0) with their 12-digit
 * registration number; the fifth has none, so its invoices wait for the monthly consolidated
 * e-invoice (docs/e-invoicing.md, Consolidated). Index-based, so no random draw moves.
 */
function withBuyerIdentity(index: number, row: Omit<MerchantRow, BuyerIdentityColumn>): MerchantRow {
  if (index % 5 === 4) return { ...row, tin: null, identification_type: null, identification_number: null };
  const digits = String((index * 7919) % 100_000_000).padStart(8, '0');
  return {
    ...row,
    tin: `C2${digits}0`,
    identification_type: 'BRN',
    identification_number: row.business_registration_number.slice(0, 12),
  };
}

/**
 * Index-based shares keep every scale realistic: about one in eight merchants waits for approval
 * (submitted), a few are rejected or still drafts; the rest are approved, mostly active.
 */
function lifecycle(
  rng: Rng,
  index: number,
): Pick<MerchantRow, 'status' | 'submission_status' | 'approval_status'> {
  if (index % 8 === 3)
    return { status: 'Inactive', submission_status: 'Submitted', approval_status: 'Pending' };
  if (index % 25 === 7)
    return { status: 'Inactive', submission_status: 'Submitted', approval_status: 'Rejected' };
  if (index % 40 === 11)
    return { status: 'Inactive', submission_status: 'Draft', approval_status: 'Pending' };
  return {
    status: rng.chance(0.1) ? 'Inactive' : 'Active',
    submission_status: 'Submitted',
    approval_status: 'Approved',
  };
}

export type MerchantOptions = { count: number; seed: number; offset?: number };

export function generateMerchants({ count, seed, offset = 0 }: MerchantOptions): MerchantRow[] {
  const rng = createRng(seed);
  const names = new Set<string>();
  const rows: MerchantRow[] = [];
  for (let i = 0; i < count; i++) {
    const company = companyName(rng);
    let name = company.name;
    if (names.has(name)) name = `${name} (${rng.pick(PLACES).city})`;
    if (names.has(name)) name = `${name} ${offset + i + 1}`;
    names.add(name);
    const place = rng.pick(PLACES);
    const pic = createPerson(rng);
    const domain = `${slug(name.replace(/ (Sdn Bhd|Enterprise)$/, '')).slice(0, 20)}.com.my`;
    const created = new Date(Date.UTC(2023, 0, 1) + rng.int(0, 900) * 86_400_000 + rng.int(0, 86_399) * 1000);
    const updated = new Date(created.getTime() + rng.int(0, 60) * 86_400_000);
    const office = landline(rng, place);
    rows.push(
      withBuyerIdentity(offset + i, {
        id: rng.uuid(),
        merchant_name: name,
        business_registration_number: registrationNumber(rng),
        business_type: company.type,
        trading_name: name.replace(/ Sdn Bhd$/, ''),
        person_in_charge: fullName(pic),
        merchant_size: rng.pick(['Micro', 'Small', 'Small', 'Medium', 'Medium', 'Large']),
        nationality: rng.chance(0.92) ? 'Malaysian' : 'Singaporean',
        business_hour: rng.pick([
          '09:00-18:00 (Mon-Fri)',
          '09:00-17:30 (Mon-Sat)',
          '10:00-19:00 (Daily)',
          '24 Hours',
        ]),
        nature_of_business: rng.pick([
          'Travel Agency',
          'Tour Operator',
          'Corporate Travel Management',
          'Umrah & Hajj Travel',
          'Hotel Reservations',
          'Air Ticketing Agent',
        ]),
        monthly_transaction_volume_sen: rng.int(20_000, 2_500_000) * 100,
        company_turnover_sen: rng.int(300_000, 60_000_000) * 100,
        email: `${rng.pick(['info', 'admin', 'enquiry', 'sales', 'ops'])}@${domain}`,
        contact_number: mobileNumber(rng),
        office_phone: office,
        office_phone_ext: rng.chance(0.5) ? String(rng.int(100, 899)) : null,
        fax: rng.chance(0.6) ? landline(rng, place) : null,
        address: streetAddress(rng),
        postcode: place.postcode,
        city: place.city,
        state: place.state,
        country: 'Malaysia',
        services: rng.pick(['Flight', 'Hotel', 'Flight, Hotel', 'Flight, Hotel, Tour Package']),
        number_of_terminals: rng.int(1, 20),
        device_type: rng.pick(['Android POS', 'Countertop', 'Mobile mPOS']),
        terminal_model: rng.pick(['PAX A920', 'Verifone V200c', 'Ingenico Move/5000', 'Sunmi P2 Pro']),
        ...lifecycle(rng, offset + i),
        created_at: created.toISOString(),
        updated_at: updated.toISOString(),
      }),
    );
  }
  return rows;
}
