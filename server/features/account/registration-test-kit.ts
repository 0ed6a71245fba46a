/** A valid registration body (POST /General/register) for tests, with optional changes. */
export const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  companyName: 'Syarikat Maju Jaya Sdn Bhd',
  registrationNumber: '202301012345',
  firstName: 'Aisyah',
  lastName: 'Rahman',
  email,
  mobileNumber: '012-345-6789',
  ...overrides,
});
