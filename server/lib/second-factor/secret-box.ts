/**
 * Encryption at rest of authenticator secrets (docs/security.md, "Second factor"): AES-256-GCM
 * under a key derived (HKDF-SHA256) from the server's secret, so a copy of the database alone
 * gives no secret away. Each value carries its own random nonce and the GCM tag.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const keyOf = (serverSecret: string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', serverSecret, 'bo-portal', `second-factor:${purpose}`, 32));

export function sealSecret(serverSecret: string, secret: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret, 'totp'), nonce);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [nonce, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export function openSecret(serverSecret: string, stored: string): string {
  const [nonce = '', tag = '', sealed = ''] = stored.split('.');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    keyOf(serverSecret, 'totp'),
    Buffer.from(nonce, 'base64url'),
  );
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}

/** Recovery codes and tickets are random; an HMAC under a derived key is enough to store them. */
export const hashCode = (serverSecret: string, value: string) =>
  createHmac('sha256', keyOf(serverSecret, 'codes')).update(value).digest('hex');
