import { describe, expect, it } from 'vitest';
import { buyerAddressOf, NOT_APPLICABLE_STATE } from './buyer-address';

const place = {
  address: 'Level 12, Menara Demo, Jalan Sultan Ismail',
  postcode: '50250',
  city: 'Kuala Lumpur',
  state: 'Wilayah Persekutuan Kuala Lumpur',
  country: 'Malaysia',
  phone: '03-2161-8800',
};

describe('the buyer’s address on an e-invoice', () => {
  it('is the merchant’s own, its state by MyInvois’s code and its country by ISO alpha-3', () => {
    expect(buyerAddressOf(place)).toEqual({
      line1: 'Level 12, Menara Demo, Jalan Sultan Ismail',
      line2: null,
      city: 'Kuala Lumpur',
      postcode: '50250',
      stateCode: '14',
      countryCode: 'MYS',
    });
    expect(buyerAddressOf({ ...place, state: '  pulau   PINANG ' })?.stateCode).toBe('07');
    expect(buyerAddressOf({ ...place, state: 'Selangor' })?.stateCode).toBe('10');
  });

  it('says "not applicable" for a state it does not know and outside Malaysia, and drops a malformed postcode', () => {
    expect(buyerAddressOf({ ...place, state: 'Atlantis' })?.stateCode).toBe(NOT_APPLICABLE_STATE);
    const singapore = buyerAddressOf({
      ...place,
      country: 'Singapore',
      state: 'Selangor',
      postcode: '018956x',
    });
    expect(singapore).toMatchObject({ countryCode: 'SGP', stateCode: NOT_APPLICABLE_STATE, postcode: null });
  });

  it('is none without a street, a city or a known country: the company’s stands in', () => {
    expect(buyerAddressOf(undefined)).toBeNull();
    expect(buyerAddressOf({ ...place, address: ' ' })).toBeNull();
    expect(buyerAddressOf({ ...place, city: null })).toBeNull();
    expect(buyerAddressOf({ ...place, country: 'Narnia' })).toBeNull();
  });
});
