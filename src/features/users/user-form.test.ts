import { describe, expect, it } from 'vitest';
import type { SessionUser, User } from '../../contract';
import { emptyUserForm, parseNewUser, parseUserChanges, userToForm } from './user-form';

const caller = { merchantId: null } as SessionUser;
const roleId = '00000000-0000-4000-8000-000000000001';
const filled = {
  ...emptyUserForm(caller),
  username: 'Nur.Aina',
  roleId,
  firstName: 'Nur',
  lastName: 'Aina',
  idNumber: '900101-14-5678',
  email: 'nur@example.com',
  mobileNumber: '012-345-6789',
};

describe('the user form', () => {
  it('parses a new user with the contract’s rules: username lower-cased, blank merchant is none', () => {
    const parsed = parseNewUser('00000000-0000-4000-8000-0000000000aa', filled);
    expect(parsed.success && parsed.output).toMatchObject({
      username: 'nur.aina',
      merchantId: null,
      level: 'Maker',
    });
  });

  it('reports each bad field with its message code', () => {
    const parsed = parseNewUser('00000000-0000-4000-8000-0000000000aa', {
      ...filled,
      username: 'a',
      mobileNumber: '0123456789',
      email: 'nope',
      roleId: '',
    });
    expect(parsed.success).toBe(false);
    // The form shows the first message of each field.
    const codes: Record<string, string> = {};
    for (const issue of parsed.issues ?? []) codes[String(issue.path?.[0]?.key)] ??= issue.message;
    expect(codes).toMatchObject({
      username: 'validation.minLength',
      mobileNumber: 'validation.phone',
      email: 'validation.email',
      roleId: 'validation.required',
    });
  });

  it('sends only the fields an edit changed', () => {
    const row = {
      ...filled,
      id: '00000000-0000-4000-8000-0000000000bb',
      username: 'nur.aina',
      fullName: 'Nur Aina',
      idType: 'NRIC',
      merchantId: null,
      merchantName: null,
      roleName: 'Auditor',
      status: 'A',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      version: 7,
    } as User;
    const values = { ...userToForm(row), lastName: 'Aina binti Ali', email: ' nur@example.com ' };
    const parsed = parseUserChanges(row, values);
    expect(parsed.success && parsed.changes).toEqual({ lastName: 'Aina binti Ali' });
  });
});
