/**
 * Password hashing with argon2id at OWASP's recommended parameters (19 MiB, 2 passes, 1 lane).
 * `verifyPassword` on an unknown user still runs a full verify against a dummy hash, so the
 * answer time does not tell whether a username exists.
 */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 exports `Algorithm` as a const enum, which isolatedModules cannot read; 2 is
// its Argon2id member (also the library default, set here so the choice is explicit).
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/** Verifies `password` against `passwordHash`; with no hash, spends the same time and fails. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must never let anyone in.
    return false;
  }
}
