import { describe, expect, it } from 'vitest';
import {
  cancelStanding,
  mayCancelEInvoices,
  mayResubmitEInvoices,
  resubmitStanding,
  validationLink,
} from './e-invoice-offers';

const HOUR = 3_600_000;
const validatedAt = '2026-11-27T02:00:00.000Z';
const valid = { state: 'valid' as const, uuid: 'UUID1', longId: 'LONG1', validatedAt };
const at = (hours: number, minutes = 0) =>
  new Date(new Date(validatedAt).getTime() + hours * HOUR + minutes * 60_000);

describe('the cancel window a screen shows', () => {
  it('is open with the time left from validation up to, not including, the 72nd hour', () => {
    expect(cancelStanding(valid, at(0))).toEqual({ kind: 'open', remainingMs: 72 * HOUR });
    expect(cancelStanding(valid, at(0, 48))).toEqual({ kind: 'open', remainingMs: 71 * HOUR + 12 * 60_000 });
    expect(cancelStanding(valid, at(71, 59))).toEqual({ kind: 'open', remainingMs: 60_000 });
    expect(cancelStanding(valid, at(72))).toEqual({ kind: 'closed' });
    expect(cancelStanding(valid, at(500))).toEqual({ kind: 'closed' });
    // A clock behind the validation's shows the whole window, not a closed one.
    expect(cancelStanding(valid, at(0, -3))).toEqual({ kind: 'open', remainingMs: 72 * HOUR });
  });

  it('offers nothing for a document that is not Valid', () => {
    for (const state of ['queued', 'submitted', 'invalid', 'cancelled'] as const) {
      expect(cancelStanding({ ...valid, state }, at(1))).toEqual({ kind: 'none' });
    }
    expect(cancelStanding({ ...valid, validatedAt: null }, at(1))).toEqual({ kind: 'none' });
  });
});

describe('who is offered the cancel', () => {
  const grants = { menus: ['invoice.manage'], functions: ['invoice.manage:status'] };
  it('is a Checker with the invoice status grant, as the server guards the call', () => {
    expect(mayCancelEInvoices({ level: 'Checker' }, grants)).toBe(true);
    expect(mayCancelEInvoices({ level: 'Maker' }, grants)).toBe(false);
    expect(mayCancelEInvoices({ level: 'Checker' }, { menus: ['invoice.manage'], functions: [] })).toBe(
      false,
    );
  });
});

describe('the resubmit a screen offers', () => {
  it('follows an Invalid or Cancelled attempt, waits for one in progress, never follows a Valid one', () => {
    expect(resubmitStanding({ state: 'invalid' })).toBe('open');
    expect(resubmitStanding({ state: 'cancelled' })).toBe('open');
    expect(resubmitStanding({ state: 'queued' })).toBe('inProgress');
    expect(resubmitStanding({ state: 'submitted' })).toBe('inProgress');
    expect(resubmitStanding({ state: 'valid' })).toBe('none');
  });

  it('is for whoever holds the invoice issue grant, as the server guards the call', () => {
    const menus = ['invoice.manage'];
    expect(mayResubmitEInvoices({ menus, functions: ['invoice.manage:update'] })).toBe(true);
    expect(mayResubmitEInvoices({ menus, functions: ['invoice.manage:status'] })).toBe(false);
  });
});

describe('the public validation link', () => {
  it('is the portal, the UUID and the long id, once Valid', () => {
    expect(validationLink('https://myinvois.hasil.gov.my', valid, 'https://app.example')).toBe(
      'https://myinvois.hasil.gov.my/UUID1/share/LONG1',
    );
    expect(validationLink('/api/dev/myinvois', valid, 'http://localhost:4522')).toBe(
      'http://localhost:4522/api/dev/myinvois/UUID1/share/LONG1',
    );
    expect(validationLink('https://x.example', { ...valid, state: 'cancelled' }, 'https://a.example')).toBe(
      null,
    );
    expect(validationLink('https://x.example', { ...valid, longId: null }, 'https://a.example')).toBe(null);
  });
});
