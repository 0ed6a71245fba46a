/**
 * Which MyInvois the server talks to (docs/configuration.md, E-invoices): LHDN's service when
 * MYINVOIS_URL and its three companions are set, otherwise the shipped simulator
 * (server/e-invoice/simulator/), mounted at SIMULATOR_PATH for anyone to see, and called by the
 * job in-process. `simulated` is what the screens show, so a demo is never mistaken for a filing.
 */
import type { Env } from '../env';
import type { DocumentSigner } from './signing/load-signer';
import { createMyInvoisSimulator } from './simulator/simulator-app';

export const SIMULATOR_PATH = '/api/dev/myinvois';
const CALL_TIMEOUT_MS = 30_000;
const SIMULATOR_CREDENTIALS = { clientId: 'simulator', clientSecret: 'simulator' };

export type Transport = (url: string, init: RequestInit) => Promise<Response>;

export type MyInvoisService = {
  simulated: boolean;
  apiBase: string;
  identityBase: string;
  clientId: string;
  clientSecret: string;
  transport: Transport;
  /**
   * The portal of the public validation link `{portalUrl}/{uuid}/share/{longId}` printed as a QR
   * code: LHDN's portal of the configured environment, or the simulator's page (a path on this
   * server) when simulated.
   */
  portalUrl: string;
  /** 1.1, signed, with a certificate (MYINVOIS_CERT_PATH); 1.0, unsigned, without. */
  documentVersion: '1.0' | '1.1';
  /** The certificate read at start (server/e-invoice/signing/load-signer.ts); null: none. */
  signer: DocumentSigner | null;
  simulator: ReturnType<typeof createMyInvoisSimulator> | null;
  /** The clock of the job, the cancel call and the simulator: tests move it. */
  now: () => Date;
};

/**
 * The portal beside an API host (docs/e-invoicing.md, Environments): `api.myinvois…` has its portal
 * at `myinvois…`, `preprod-api.myinvois…` at `preprod.myinvois…`; any other host (a proxy, a test
 * double) is taken as its own portal.
 */
export function portalOf(apiUrl: string): string {
  const url = new URL(apiUrl);
  url.hostname = url.hostname.replace(/^preprod-api\./, 'preprod.').replace(/^api\./, '');
  return url.origin;
}

export function myInvoisService(
  env: Pick<Env, 'myInvois'>,
  options: { now?: () => Date; transport?: Transport; signer?: DocumentSigner | null } = {},
): MyInvoisService {
  const now = options.now ?? (() => new Date());
  const signer = options.signer ?? null;
  const documentVersion = signer ? '1.1' : '1.0';
  const real = env.myInvois;
  if (real) {
    return {
      simulated: false,
      apiBase: real.url,
      identityBase: real.identityUrl,
      clientId: real.clientId,
      clientSecret: real.clientSecret,
      portalUrl: portalOf(real.url),
      // A call that hangs would hold the job's pass (and the shutdown that waits for it).
      transport:
        options.transport ??
        ((url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) })),
      documentVersion,
      signer,
      simulator: null,
      now,
    };
  }
  const simulator = createMyInvoisSimulator({ ...SIMULATOR_CREDENTIALS, now });
  return {
    simulated: true,
    apiBase: '',
    identityBase: '',
    ...SIMULATOR_CREDENTIALS,
    portalUrl: SIMULATOR_PATH,
    transport: async (url, init) => simulator.app.request(url, init),
    documentVersion,
    signer,
    simulator,
    now,
  };
}
