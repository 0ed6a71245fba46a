import { describe, expect, it } from 'vitest';
import { matchHeaders, normalizeHeader } from './match-headers';

const fields = [
  {
    key: 'businessRegistrationNumber',
    labels: ['Business registration number', 'Nombor pendaftaran perniagaan'],
    required: true,
  },
  { key: 'merchantName', labels: ['Business name', 'Nama perniagaan'], required: true },
  { key: 'email', labels: ['Email', 'E-mel'], required: true },
  { key: 'fax', labels: ['Fax', 'Faks'], required: false },
];

describe('header matching (docs/ARCHITECTURE.md, Import)', () => {
  it('matches English labels whatever the case and spacing', () => {
    const result = matchHeaders(['  business REGISTRATION  number', 'Business name', 'EMAIL'], fields);
    expect(result).toEqual({
      mapping: ['businessRegistrationNumber', 'merchantName', 'email'],
      unmatched: [],
      missingRequired: [],
    });
  });

  it('matches Malay labels and field keys', () => {
    const result = matchHeaders(['Nombor Pendaftaran Perniagaan', 'e-mel', 'merchantName', 'Faks'], fields);
    expect(result.mapping).toEqual(['businessRegistrationNumber', 'email', 'merchantName', 'fax']);
  });

  it('reports headers matching nothing, a second header for a taken field, and missing required fields', () => {
    const result = matchHeaders(['Email', 'Notes', 'E-mel', ''], fields);
    expect(result.mapping).toEqual(['email', null, null, null]);
    expect(result.unmatched).toEqual([
      { index: 1, header: 'Notes' },
      { index: 2, header: 'E-mel' },
    ]);
    expect(result.missingRequired).toEqual(['businessRegistrationNumber', 'merchantName']);
  });

  it('normalizes width, case and punctuation', () => {
    expect(normalizeHeader('Ｅｍａｉｌ')).toBe('email');
    expect(normalizeHeader('Amount (MYR)')).toBe('amountmyr');
  });
});
