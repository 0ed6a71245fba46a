/**
 * Malaysian names (Malay, Chinese and Indian) and contact details in the product's phone style
 * (docs/product.md, Phone numbers).
 */
import type { Rng } from './prng';

type Gender = 'M' | 'F';
export type Person = {
  salutation: string;
  firstName: string;
  lastName: string;
  gender: Gender;
  /** NRIC-style date of birth prefix, used for the ID number. */
  birth: string;
};

const MALAY = {
  M: [
    'Ahmad',
    'Muhammad Hafiz',
    'Amirul',
    'Azman',
    'Zulkifli',
    'Syafiq',
    'Hakim',
    'Irfan',
    'Farid',
    'Ismail',
    'Khairul',
    'Faizal',
    'Razak',
    'Shahrul',
  ],
  F: [
    'Nur Aisyah',
    'Siti Nurhaliza',
    'Nurul Izzah',
    'Farah',
    'Aminah',
    'Zarina',
    'Haslina',
    'Noraini',
    'Shafiqah',
    'Aina',
    'Nabilah',
    'Syazwani',
  ],
  last: [
    'Abdullah',
    'Rahman',
    'Hassan',
    'Ismail',
    'Ibrahim',
    'Othman',
    'Yusof',
    'Aziz',
    'Razak',
    'Hamid',
    'Salleh',
    'Kassim',
    'Osman',
    'Mahmud',
  ],
};
const CHINESE = {
  M: [
    'Wei Ming',
    'Kok Leong',
    'Chee Keong',
    'Boon Huat',
    'Jun Hao',
    'Kah Seng',
    'Yong Jie',
    'Wai Kit',
    'Chin Hock',
    'Zhi Hao',
  ],
  F: [
    'Mei Ling',
    'Jia Hui',
    'Siew Lan',
    'Li Ting',
    'Hui Min',
    'Pei Shan',
    'Xin Yi',
    'Yee Mun',
    'Swee Lin',
    'Wen Qi',
  ],
  last: [
    'Tan',
    'Lim',
    'Lee',
    'Ng',
    'Wong',
    'Chan',
    'Ong',
    'Teh',
    'Goh',
    'Chong',
    'Yap',
    'Loh',
    'Chew',
    'Khoo',
  ],
};
const INDIAN = {
  M: ['Rajesh', 'Suresh', 'Arjun', 'Ganesh', 'Kumar', 'Vijay', 'Prakash', 'Saravanan', 'Harish', 'Dinesh'],
  F: ['Kavitha', 'Priya', 'Devi', 'Lakshmi', 'Anitha', 'Meena', 'Shalini', 'Revathi', 'Kalaivani', 'Nisha'],
  last: [
    'Subramaniam',
    'Krishnan',
    'Muthu',
    'Ramasamy',
    'Pillai',
    'Nair',
    'Raj',
    'Gopal',
    'Maniam',
    'Arumugam',
    'Velu',
    'Selvam',
  ],
};

export function createPerson(rng: Rng): Person {
  const roll = rng.next();
  const group = roll < 0.55 ? MALAY : roll < 0.85 ? CHINESE : INDIAN;
  const gender: Gender = rng.chance(0.5) ? 'M' : 'F';
  const married = rng.chance(0.6);
  const salutation =
    gender === 'M' ? 'MR' : group === MALAY && married ? 'MDM' : married ? 'MRS' : rng.pick(['MS', 'MISS']);
  const year = rng.int(60, 99);
  const birth = `${year}${String(rng.int(1, 12)).padStart(2, '0')}${String(rng.int(1, 28)).padStart(2, '0')}`;
  return { salutation, firstName: rng.pick(group[gender]), lastName: rng.pick(group.last), gender, birth };
}

export const fullName = (person: Pick<Person, 'firstName' | 'lastName'>) =>
  `${person.firstName} ${person.lastName}`;

/** Lower-case ASCII slug, for usernames and e-mail local parts. */
export const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** NRIC in the printed form YYMMDD-PB-###G. */
export function nricNumber(rng: Rng, person: Person): string {
  return `${person.birth}-${String(rng.int(1, 16)).padStart(2, '0')}-${rng.digits(3)}${person.gender === 'M' ? rng.pick([1, 3, 5, 7, 9]) : rng.pick([0, 2, 4, 6, 8])}`;
}

/** Mobile number 01X-XXX-XXXX (docs/product.md, Phone numbers). */
export function mobileNumber(rng: Rng): string {
  return `01${rng.pick(['0', '2', '3', '4', '6', '7', '8', '9'])}-${rng.digits(3)}-${rng.digits(4)}`;
}
