/**
 * The buyer's address and phone on an e-invoice (docs/e-invoicing.md, Buyers), read from the
 * merchant's own fields: its street, postcode and city as written, its state by MyInvois's state
 * code and its country by ISO 3166-1 alpha-3. The device's pre-flight and the server's document
 * builder read the same fields, so both name the same address.
 */
import type { Address } from './tax-identity';

/** Where a merchant is, as its record keeps it (free text). */
export type BuyerPlace = {
  address: string | null;
  postcode: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  phone: string | null;
};

/** MyInvois's state codes by the names Malaysian addresses use (and their short forms). */
const STATE_CODES: Readonly<Record<string, string>> = {
  johor: '01',
  kedah: '02',
  kelantan: '03',
  melaka: '04',
  malacca: '04',
  'negeri sembilan': '05',
  pahang: '06',
  'pulau pinang': '07',
  penang: '07',
  perak: '08',
  perlis: '09',
  selangor: '10',
  terengganu: '11',
  sabah: '12',
  sarawak: '13',
  'wilayah persekutuan kuala lumpur': '14',
  'kuala lumpur': '14',
  'wilayah persekutuan labuan': '15',
  labuan: '15',
  'wilayah persekutuan putrajaya': '16',
  putrajaya: '16',
};
/** MyInvois's code of an address outside Malaysia's states. */
export const NOT_APPLICABLE_STATE = '17';

const COUNTRY_CODES: Readonly<Record<string, string>> = {
  malaysia: 'MYS',
  singapore: 'SGP',
  brunei: 'BRN',
  'brunei darussalam': 'BRN',
  indonesia: 'IDN',
  thailand: 'THA',
};

const key = (text: string | null) => (text ?? '').trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The merchant's address as MyInvois writes it, or null when it lacks a street or a city, or its
 * country is not one the product knows the code of: the document then keeps the company's.
 */
export function buyerAddressOf(place: BuyerPlace | undefined): Address | null {
  if (!place?.address?.trim() || !place.city?.trim()) return null;
  const countryCode = COUNTRY_CODES[key(place.country || 'Malaysia')];
  if (!countryCode) return null;
  const postcode = place.postcode?.trim() ?? '';
  return {
    line1: place.address.trim().slice(0, 150),
    line2: null,
    city: place.city.trim().slice(0, 50),
    postcode: /^\d{5}$/.test(postcode) ? postcode : null,
    stateCode:
      countryCode === 'MYS' ? (STATE_CODES[key(place.state)] ?? NOT_APPLICABLE_STATE) : NOT_APPLICABLE_STATE,
    countryCode,
  };
}
