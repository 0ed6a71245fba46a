/** Real Malaysian cities with their state, a main postcode and the landline area code. */
import type { Rng } from './prng';

export type Place = { city: string; state: string; postcode: string; areaCode: string };

export const PLACES: readonly Place[] = [
  { city: 'Kuala Lumpur', state: 'Wilayah Persekutuan Kuala Lumpur', postcode: '50450', areaCode: '03' },
  { city: 'Kuala Lumpur', state: 'Wilayah Persekutuan Kuala Lumpur', postcode: '55100', areaCode: '03' },
  { city: 'Petaling Jaya', state: 'Selangor', postcode: '46000', areaCode: '03' },
  { city: 'Shah Alam', state: 'Selangor', postcode: '40000', areaCode: '03' },
  { city: 'Subang Jaya', state: 'Selangor', postcode: '47500', areaCode: '03' },
  { city: 'Klang', state: 'Selangor', postcode: '41000', areaCode: '03' },
  { city: 'Putrajaya', state: 'Wilayah Persekutuan Putrajaya', postcode: '62000', areaCode: '03' },
  { city: 'George Town', state: 'Pulau Pinang', postcode: '10200', areaCode: '04' },
  { city: 'Butterworth', state: 'Pulau Pinang', postcode: '12000', areaCode: '04' },
  { city: 'Alor Setar', state: 'Kedah', postcode: '05000', areaCode: '04' },
  { city: 'Kangar', state: 'Perlis', postcode: '01000', areaCode: '04' },
  { city: 'Ipoh', state: 'Perak', postcode: '30000', areaCode: '05' },
  { city: 'Seremban', state: 'Negeri Sembilan', postcode: '70000', areaCode: '06' },
  { city: 'Melaka', state: 'Melaka', postcode: '75000', areaCode: '06' },
  { city: 'Johor Bahru', state: 'Johor', postcode: '80000', areaCode: '07' },
  { city: 'Batu Pahat', state: 'Johor', postcode: '83000', areaCode: '07' },
  { city: 'Kuantan', state: 'Pahang', postcode: '25000', areaCode: '09' },
  { city: 'Kota Bharu', state: 'Kelantan', postcode: '15000', areaCode: '09' },
  { city: 'Kuala Terengganu', state: 'Terengganu', postcode: '20000', areaCode: '09' },
  { city: 'Kota Kinabalu', state: 'Sabah', postcode: '88000', areaCode: '088' },
  { city: 'Sandakan', state: 'Sabah', postcode: '90000', areaCode: '089' },
  { city: 'Kuching', state: 'Sarawak', postcode: '93000', areaCode: '082' },
  { city: 'Miri', state: 'Sarawak', postcode: '98000', areaCode: '085' },
];

const STREETS = [
  'Jalan Ampang',
  'Jalan Tun Razak',
  'Jalan Sultan Ismail',
  'Jalan Bukit Bintang',
  'Jalan Merdeka',
  'Jalan Kebun Bunga',
  'Jalan Mawar',
  'Jalan Cempaka',
  'Jalan Perdana',
  'Jalan Setia',
  'Jalan Bunga Raya',
  'Jalan Harmoni',
  'Jalan Dato Onn',
  'Lebuh Chulia',
  'Persiaran Gurney',
  'Jalan Gaya',
  'Jalan Padungan',
  'Jalan Hang Tuah',
];

export function streetAddress(rng: Rng): string {
  return rng.chance(0.4)
    ? `Lot ${rng.int(1, 30)}-${rng.int(1, 12)}, ${rng.pick(STREETS)}`
    : `No. ${rng.int(1, 250)}, ${rng.pick(STREETS)}`;
}

/**
 * Landline in the area's style: 03-XXXX-XXXX in the Klang Valley, 0X-XXX-XXXX elsewhere in the
 * peninsula, 08X-XXX-XXXX in Sabah and Sarawak.
 */
export function landline(rng: Rng, place: Place): string {
  const middle = place.areaCode === '03' ? rng.digits(4) : rng.digits(3);
  return `${place.areaCode}-${middle}-${rng.digits(4)}`;
}
