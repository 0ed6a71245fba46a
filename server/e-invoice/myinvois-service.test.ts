/**
 * Where e-invoices go (docs/configuration.md, E-invoices): all four MYINVOIS_* settings name LHDN's
 * service, none the simulator, and half of them is refused at start. The client signs in at the
 * identity host and calls the API host with its token.
 */
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { myInvoisService, portalOf } from './myinvois-service';
import { createMyInvoisClient } from './submission/myinvois-client';

const PREPROD = {
  MYINVOIS_URL: 'https://preprod-api.myinvois.hasil.gov.my/',
  MYINVOIS_IDENTITY_URL: 'https://preprod-api.myinvois.hasil.gov.my',
  MYINVOIS_CLIENT_ID: 'client-id',
  MYINVOIS_CLIENT_SECRET: 'client-secret',
};

describe('the MyInvois settings', () => {
  it('uses the simulator when none is set, and says so', () => {
    const service = myInvoisService(parseEnv({}));
    expect(service.simulated).toBe(true);
    expect(service.simulator).not.toBeNull();
  });

  it('reads the signing certificate with or without the service; a password alone is refused', () => {
    expect(parseEnv({ MYINVOIS_CERT_PATH: '/etc/einvoice.p12' }).myInvoisCertificate).toEqual({
      path: '/etc/einvoice.p12',
      password: '',
    });
    expect(() => parseEnv({ MYINVOIS_CERT_PASSWORD: 'secret' })).toThrow(
      'Invalid environment: MYINVOIS_CERT_PASSWORD needs MYINVOIS_CERT_PATH',
    );
  });

  it('refuses half a configuration, naming what is missing, and a URL that is not one', () => {
    expect(() => parseEnv({ MYINVOIS_URL: PREPROD.MYINVOIS_URL })).toThrow(/MYINVOIS_CLIENT_SECRET/);
    expect(() => parseEnv({ ...PREPROD, MYINVOIS_URL: 'preprod-api' })).toThrow(/MYINVOIS_URL must be/);
  });

  it('reaches LHDN’s service by its URLs: token from the identity host, calls to the API host', async () => {
    const env = parseEnv(PREPROD);
    expect(env.myInvois).toMatchObject({ url: 'https://preprod-api.myinvois.hasil.gov.my' });
    expect(env.myInvoisCertificate).toBeNull();
    const seen: string[] = [];
    const service = myInvoisService(env, {
      transport: async (url, init) => {
        seen.push(`${init.method} ${url} ${new Headers(init.headers).get('Authorization') ?? ''}`.trim());
        return url.endsWith('/connect/token')
          ? Response.json({ access_token: 'T1', expires_in: 3600 })
          : Response.json({ result: [] });
      },
    });
    expect(service).toMatchObject({
      simulated: false,
      simulator: null,
      documentVersion: '1.0',
      portalUrl: 'https://preprod.myinvois.hasil.gov.my',
    });
    const client = createMyInvoisClient(service);
    await client.search('INV-2026-000001', new Date(0), new Date(1));
    expect(seen[0]).toBe('POST https://preprod-api.myinvois.hasil.gov.my/connect/token');
    expect(seen[1]).toMatch(
      /^GET https:\/\/preprod-api\.myinvois\.hasil\.gov\.my\/api\/v1\.0\/documents\/search\?searchQuery=INV-2026-000001.* Bearer T1$/,
    );
  });
});

describe('the portal of the validation link', () => {
  it('is LHDN’s portal beside its API host, or the host itself when it is another', () => {
    expect(portalOf('https://api.myinvois.hasil.gov.my')).toBe('https://myinvois.hasil.gov.my');
    expect(portalOf('https://preprod-api.myinvois.hasil.gov.my/')).toBe(
      'https://preprod.myinvois.hasil.gov.my',
    );
    expect(portalOf('http://localhost:9000/base')).toBe('http://localhost:9000');
  });
});
