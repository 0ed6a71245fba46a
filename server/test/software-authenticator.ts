/**
 * A software passkey authenticator for API tests: an ES256 key, "none" attestation, user
 * verification and a signature counter, producing the JSON a browser would send
 * (docs/security.md, Passkeys).
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const FLAGS = { userPresent: 0x01, userVerified: 0x04, attested: 0x40 };

export function softwareAuthenticator({ rpId, origin }: { rpId: string; origin: string }) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  let counter = 0;
  let userHandle = '';

  const authData = (flags: number, attested?: Uint8Array) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  };
  const clientData = (type: string, challenge: string, from = origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: from, crossOrigin: false }));

  return {
    credentialId: b64url(credentialId),
    /** The registration answer to `options` (as the server sent them). */
    register(options: { challenge: string; user?: { id: string } }, { verified = true } = {}) {
      userHandle = options.user?.id ?? '';
      const cose = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]);
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, isoCBOR.encode(cose)]);
      const flags = FLAGS.userPresent | FLAGS.attested | (verified ? FLAGS.userVerified : 0);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData(flags, attested)],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /**
     * An assertion over `challenge`; `tamper` breaks the signature, `replayCounter` keeps the
     * counter, `from` claims another origin.
     */
    assert(challenge: string, { tamper = false, replayCounter = false, from = origin } = {}) {
      if (!replayCounter) counter += 1;
      const data = authData(FLAGS.userPresent | FLAGS.userVerified);
      const client = clientData('webauthn.get', challenge, from);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      if (tamper)
        signature.writeUInt8(signature.readUInt8(signature.length - 1) ^ 0xff, signature.length - 1);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}
