/** The few parts of oidc-provider (a test dependency without types of its own) the test kit uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Claims = Record<string, unknown>;
  type KoaContext = { path: string; body: unknown };

  export type Configuration = {
    clients: Record<string, unknown>[];
    jwks: { keys: Record<string, unknown>[] };
    findAccount: (
      ctx: unknown,
      id: string,
    ) => Promise<{ accountId: string; claims: () => Promise<Claims> } | undefined>;
    claims: Record<string, string[]>;
    features: Record<string, { enabled: boolean }>;
    interactions: { url: (ctx: unknown, interaction: { uid: string }) => string };
    cookies: { keys: string[] };
    pkce: { required: () => boolean };
    ttl: Record<string, number>;
  };

  export type InteractionDetails = {
    uid: string;
    prompt: { name: 'login' | 'consent' };
    params: { client_id: string; scope: string };
    session?: { accountId: string };
  };

  class Grant {
    constructor(properties: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
