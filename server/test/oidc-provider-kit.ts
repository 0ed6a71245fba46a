/**
 * A real OpenID provider for the single sign-on tests (docs/security.md, Single sign-on):
 * oidc-provider on a loopback port, with clients registered for the portal's callback, accounts
 * the test names, and login and consent pages the test drives over HTTP like a browser (a cookie
 * jar, redirects followed by hand). `tamperIdToken` re-signs the next ID tokens the token endpoint
 * answers, to prove the portal refuses a wrong nonce, audience or signature.
 */
import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Provider from 'oidc-provider';

export type ProviderAccount = { email: string; emailVerified: boolean };
export type IdTokenTamper = { claims?: Record<string, unknown>; signWithOtherKey?: boolean };

export const CLIENT_ID = 'portal';
export const CLIENT_SECRET = 'portal-secret-for-tests-only';
export const OTHER_CLIENT_ID = 'other-app';

const KID = 'test-key';
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const unb64 = (part: string) =>
  JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>;

function resign(idToken: string, key: KeyObject, claims: Record<string, unknown>): string {
  const [header = '', payload = ''] = idToken.split('.');
  const body = `${header}.${b64({ ...unb64(payload), ...claims })}`;
  const signature = createSign('RSA-SHA256').update(body).sign(key).toString('base64url');
  return `${body}.${signature}`;
}

export type TestProvider = {
  issuer: string;
  accounts: Map<string, ProviderAccount>;
  /** Applies to ID tokens answered until it is set back to null. */
  tamper: IdTokenTamper | null;
  close: () => Promise<void>;
};

export async function startTestProvider(redirectUri: string, port = 0): Promise<TestProvider> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const accounts = new Map<string, ProviderAccount>();
  let handle: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server: Server = createServer((req, res) => handle?.(req, res));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const issuer = `http://127.0.0.1:${address.port}`;
  const client = (clientId: string) => ({
    client_id: clientId,
    client_secret: CLIENT_SECRET,
    redirect_uris: [redirectUri],
    token_endpoint_auth_method: 'client_secret_post',
    grant_types: ['authorization_code'],
    response_types: ['code'],
  });
  const provider = new Provider(issuer, {
    clients: [client(CLIENT_ID), client(OTHER_CLIENT_ID)],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: KID, use: 'sig', alg: 'RS256' }] },
    findAccount: async (_ctx, id) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => ({ sub: id, email: account.email, email_verified: account.emailVerified }),
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['cookie-key-for-tests-only'] },
    pkce: { required: () => true },
    ttl: {
      AuthorizationCode: 60,
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AccessToken: 600,
      IdToken: 600,
    },
  });
  const state: TestProvider = {
    issuer,
    accounts,
    tamper: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path !== '/token' || !state.tamper || !body?.id_token) return;
    const key = state.tamper.signWithOtherKey ? other : privateKey;
    ctx.body = { ...body, id_token: resign(body.id_token, key, state.tamper.claims ?? {}) };
  });
  const callback = provider.callback();
  handle = (req, res) => {
    const match = /^\/interaction\/([\w-]+)\/(login|consent)$/.exec(req.url ?? '');
    if (req.method === 'GET' && req.url?.startsWith('/interaction/')) {
      // The page the browser lands on: the test reads which step it is and answers it; a real
      // browser gets a form for the same answer.
      void provider.interactionDetails(req, res).then((details) => {
        const step = details.prompt.name;
        if (req.headers.accept?.includes('text/html')) {
          res.writeHead(200, { 'Content-Type': 'text/html' });
          res.end(
            `<form method="post" action="/interaction/${details.uid}/${step}"><h1>Test provider: ${step}</h1>` +
              `<input name="accountId" aria-label="Account"><button>Continue</button></form>`,
          );
          return;
        }
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ uid: details.uid, prompt: step }));
      });
      return;
    }
    if (req.method === 'POST' && match) {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => void finishInteraction(provider, req, res, match[2] ?? '', raw));
      return;
    }
    callback(req, res);
  };
  return state;
}

async function finishInteraction(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  step: string,
  raw: string,
) {
  const details = await provider.interactionDetails(req, res);
  if (step === 'login') {
    const accountId = new URLSearchParams(raw).get('accountId') ?? '';
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId } },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  const grant = new provider.Grant({
    accountId: details.session?.accountId ?? '',
    clientId: details.params.client_id,
  });
  grant.addOIDCScope(details.params.scope);
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
}

/** A browser's cookie jar for one host, enough for the provider's session and interaction cookies. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }
}

/**
 * The browser at the provider: from the authorization URL through login and consent as
 * `accountId`, until the provider sends it back to the portal; answers that address.
 */
export async function signInAtProvider(authorizationUrl: string, accountId: string): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  const origin = url.origin;
  for (let hop = 0; hop < 12; hop++) {
    if (url.origin !== origin) return url;
    const step = /^\/interaction\/([\w-]+)$/.exec(url.pathname);
    let res: Response;
    if (step) {
      const page = await fetch(url, { headers: { Cookie: jar.header() } });
      const { prompt } = (await page.json()) as { prompt: string };
      res = await fetch(`${origin}/interaction/${step[1]}/${prompt}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Cookie: jar.header(), 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ accountId }),
      });
    } else {
      res = await fetch(url, { redirect: 'manual', headers: { Cookie: jar.header() } });
    }
    jar.take(res);
    const location = res.headers.get('location');
    if (!location)
      throw new Error(`the provider stopped at ${url.pathname} with ${res.status}: ${await res.text()}`);
    url = new URL(location, url);
  }
  throw new Error('too many redirects at the provider');
}
