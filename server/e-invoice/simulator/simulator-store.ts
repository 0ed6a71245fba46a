/**
 * The simulator's memory (docs/e-invoicing.md, The simulator): tokens, submissions and documents of
 * one process, lost on restart, as a stand-in for MyInvois on a machine without internet. Time is
 * injected so tests move it (token expiry, the duplicate window, the 72-hour cancel window).
 */
import type { EInvoiceStatus } from '../../../src/contract/e-invoice/codes';
import type { SimulatorError } from './simulator-errors';

export const TOKEN_LIFETIME_S = 3_600;
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

export type SimulatedDocument = {
  uuid: string;
  submissionUid: string;
  longId: string | null;
  internalId: string;
  typeCode: string;
  hash: string;
  status: EInvoiceStatus;
  errors: SimulatorError[];
  receivedAt: Date;
  validatedAt: Date | null;
  cancelledAt: Date | null;
  cancelReason: string | null;
};

export type SimulatorOptions = {
  clientId: string;
  clientSecret: string;
  now?: () => Date;
};

export type SimulatorStore = {
  options: Required<SimulatorOptions>;
  tokens: Map<string, { expiresAt: number }>;
  submissions: Map<string, { uid: string; receivedAt: Date; documentUuids: string[]; key: string }>;
  documents: Map<string, SimulatedDocument>;
  /** Counts of calls by endpoint: tests prove a client never re-submits. */
  calls: Map<string, number>;
};

export function createSimulatorStore(options: SimulatorOptions): SimulatorStore {
  return {
    options: { now: () => new Date(), ...options },
    tokens: new Map(),
    submissions: new Map(),
    documents: new Map(),
    calls: new Map(),
  };
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** MyInvois-like identifiers, marked as the simulator's: UUIDs start `SIM`, long ids `SIMLONG`. */
export function simulatedId(prefix: string, length: number): string {
  let id = prefix;
  while (id.length < length) id += ALPHABET[Math.floor(Math.random() * ALPHABET.length)];
  return id;
}
