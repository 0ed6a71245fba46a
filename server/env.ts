/**
 * The only reader of process.env. Everything the server can be configured with is parsed and
 * defaulted here, so the rest of the code receives a typed `Env` and tests can build one freely.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { DEMO_SIZES, type SeedCounts } from './db/seed/demo-sizes';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const integer = (fallback: number, min: number) =>
  v.pipe(v.optional(v.string(), String(fallback)), v.transform(Number), v.integer(), v.minValue(min));
const flag = (fallback: boolean) =>
  v.pipe(
    v.optional(v.picklist(['0', '1', 'true', 'false']), fallback ? '1' : '0'),
    v.transform((value) => value === '1' || value === 'true'),
  );
const optionalText = v.pipe(
  v.optional(v.string()),
  v.transform((value) => (value ? value : undefined)),
);

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.string(), 'development'),
  PORT: integer(8080, 0),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: optionalText,
  WORKERS: v.pipe(integer(1, 1), v.maxValue(64)),
  JWT_SECRET: v.pipe(
    optionalText,
    v.check((value) => value === undefined || value.length >= 32, 'JWT_SECRET needs >= 32 chars'),
  ),
  ACCESS_TOKEN_TTL: integer(900, 10),
  REFRESH_TOKEN_TTL: integer(1_296_000, 60),
  SESSION_IDLE_TIMEOUT_STAFF: integer(1800, 60),
  SESSION_IDLE_TIMEOUT_MERCHANT: integer(3600, 60),
  COOKIE_SECURE: v.optional(v.picklist(['0', '1', 'true', 'false'])),
  TRUST_PROXY: flag(false),
  SIGN_IN_RATE_LIMIT: integer(30, 1),
  SIGN_IN_RATE_WINDOW: integer(60, 1),
  STATIC_DIR: v.optional(v.string(), path.join(REPO_ROOT, 'dist')),
  // Unset: a demo on the embedded database, a real deployment with DATABASE_URL (isDemoStart).
  SEED_DEMO: v.optional(v.picklist(['0', '1', 'true', 'false'])),
  DEMO_SIZE: v.optional(v.picklist(['full', 'small']), 'full'),
  CORS_ORIGINS: v.optional(v.string(), ''),
  TEST_FAULTS: flag(false),
  TEST_FAULT_DROP_RATE: v.pipe(
    v.optional(v.string(), '0'),
    v.transform(Number),
    v.number(),
    v.minValue(0),
    v.maxValue(1),
  ),
  APP_URL: optionalText,
  PASSKEY_RP_ID: optionalText,
  PASSKEY_ORIGINS: optionalText,
  SMTP_URL: v.pipe(
    optionalText,
    v.check(
      (value) => value === undefined || /^smtps?:\/\//.test(value),
      'SMTP_URL must be smtp:// or smtps://',
    ),
  ),
  MAIL_FROM: v.optional(v.string(), 'Back Office Portal <no-reply@backoffice.local>'),
  RESET_TOKEN_TTL: integer(3600, 60),
  FIRST_LOGIN_TOKEN_TTL: integer(604_800, 60),
  VERIFY_EMAIL_TOKEN_TTL: integer(86_400, 60),
  OTP_TTL: integer(120, 5),
  OTP_MAX_ATTEMPTS: integer(5, 1),
  SYNC_LOG_RETENTION_DAYS: integer(30, 1),
  HOUSEKEEPING_INTERVAL: integer(600, 1),
  // 0: by database and cores (pullSlots below); the queue defaults to twice the slots, at least 4.
  PULL_CONCURRENCY: integer(0, 0),
  PULL_QUEUE: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0))),
  // 0: sized by WORKERS and PULL_CONCURRENCY (pgPoolSize below).
  PG_POOL_MAX: v.pipe(integer(0, 0), v.maxValue(1000)),
  NOTICE_STREAMS_PER_USER: integer(20, 1),
  NOTICE_STREAMS_PER_PROCESS: integer(1000, 1),
  MYINVOIS_URL: optionalText,
  MYINVOIS_IDENTITY_URL: optionalText,
  MYINVOIS_CLIENT_ID: optionalText,
  MYINVOIS_CLIENT_SECRET: optionalText,
  MYINVOIS_CERT_PATH: optionalText,
  MYINVOIS_CERT_PASSWORD: optionalText,
  E_INVOICE_INTERVAL: integer(15, 1),
  OIDC_ISSUER: v.pipe(
    optionalText,
    v.check((value) => value === undefined || URL.canParse(value), 'OIDC_ISSUER must be a URL'),
  ),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_DISPLAY_NAME: optionalText,
});

/** The passkeys' relying party from the app's address, unless overridden. */
function passkeySettings(appUrl: string, rpId: string | undefined, origins: string | undefined) {
  const url = new URL(appUrl);
  const listed = (origins ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return { rpId: rpId ?? url.hostname, origins: listed.length > 0 ? listed : [url.origin] };
}

export type Env = {
  nodeEnv: string;
  /** What a demo's first start seeds beside the demo accounts (DEMO_SIZE). */
  demoCounts: SeedCounts;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Server processes sharing the port (server/workers.ts); above 1 only on PostgreSQL. */
  workers: number;
  jwtSecret: string | undefined;
  /** Seconds. */
  accessTokenTtl: number;
  /** Seconds from the password sign-in to the session's end, not renewed by refreshes (15 days). */
  refreshTokenTtl: number;
  /** Seconds without activity after which a session ends, by user type (docs/security.md). */
  sessionIdleTimeout: { staff: number; merchant: number };
  cookieSecure: boolean;
  trustProxy: boolean;
  signInRateLimit: number;
  /** Seconds. */
  signInRateWindow: number;
  staticDir: string;
  /**
   * Demo mode (docs/security.md, "Demo and production starts"): the first start seeds the demo
   * data and the four demo accounts with their public password, the app shows a demo banner and
   * the development mail page answers loopback callers. Off: the first start creates the menu and
   * the roles only.
   */
  demo: boolean;
  /** Other origins allowed to call the API with credentials (an app built with VITE_API_BASE). */
  corsOrigins: string[];
  /** End-to-end fault injection (lib/test-faults.ts); never allowed in production. */
  testFaults: boolean;
  /** 0..1: share of committed mutating answers dropped at random when testFaults is on. */
  testFaultDropRate: number;
  /** Public address of the app, the base of links in mail (default http://localhost:PORT). */
  appUrl: string;
  /**
   * Passkeys (docs/security.md, Passkeys): the relying party id a passkey is bound to (the app's
   * host name) and the origins a ceremony may come from (the app's origin); PASSKEY_RP_ID and
   * PASSKEY_ORIGINS override them.
   */
  passkeys: { rpId: string; origins: string[] };
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://...:465; unset: mail to files. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Seconds a mailed link stays valid: password reset, first-time login, email verification. */
  resetTokenTtl: number;
  firstLoginTokenTtl: number;
  verifyEmailTokenTtl: number;
  /** Seconds a one-time password stays valid; a new one may be requested after that. */
  otpTtl: number;
  otpMaxAttempts: number;
  /** Days the change log keeps an entry; a pull cursor older than that bootstraps again. */
  syncLogRetentionDays: number;
  /** Seconds between housekeeping passes (server/housekeeping.ts). */
  housekeepingInterval: number;
  /** The development mail page (/api/dev/mail): in demo mode unless NODE_ENV=production. */
  devMailPage: boolean;
  /** Sync pulls worked on at once per process; more wait, up to `pullQueue`, or get 503. */
  pullConcurrency: number;
  pullQueue: number;
  /** PostgreSQL connections each server process may open (PGlite has one, whatever this says). */
  pgPoolMax: number;
  /** Change-notice streams open at once per user / per process; beyond, 503 (docs/ARCHITECTURE.md, Change notices). */
  noticeStreamsPerUser: number;
  noticeStreamsPerProcess: number;
  /**
   * LHDN's MyInvois service (docs/configuration.md, E-invoices); null: the shipped simulator,
   * mounted at /api/dev/myinvois, which `EInvoice/service` reports (`simulated: true`).
   */
  myInvois: MyInvoisConfig | null;
  /**
   * The PKCS #12 file (and its password) that signs version 1.1 documents, with LHDN's service or
   * the simulator alike (docs/e-invoicing.md, Signature); null: version 1.0, unsigned. Read once
   * at start by server/e-invoice/signing/load-signer.ts.
   */
  myInvoisCertificate: { path: string; password: string } | null;
  /** Seconds between passes of the e-invoice submission job (server/e-invoice/submission/). */
  eInvoiceInterval: number;
  /** Single sign-on through an OpenID provider (docs/security.md, Single sign-on); unset: none. */
  sso: SsoConfig | undefined;
};

export type SsoConfig = {
  issuer: string;
  clientId: string;
  /** Unset: a public client (PKCE alone). */
  clientSecret: string | undefined;
  /** The button reads "Sign in with <displayName>". */
  displayName: string;
};

export type MyInvoisConfig = {
  /** The API host, e.g. https://preprod-api.myinvois.hasil.gov.my. */
  url: string;
  /** The identity service's host (`/connect/token` below it). */
  identityUrl: string;
  clientId: string;
  clientSecret: string;
};

const MYINVOIS_KEYS = [
  'MYINVOIS_URL',
  'MYINVOIS_IDENTITY_URL',
  'MYINVOIS_CLIENT_ID',
  'MYINVOIS_CLIENT_SECRET',
] as const;

/** All four settings or none: half a configuration would quietly fall back to the simulator. */
function myInvoisOf(e: Partial<Record<(typeof MYINVOIS_KEYS)[number], string>>): MyInvoisConfig | null {
  const missing = MYINVOIS_KEYS.filter((key) => !e[key]);
  if (missing.length === MYINVOIS_KEYS.length) return null;
  if (missing.length > 0) {
    throw new Error(
      `Invalid environment: MyInvois needs ${missing.join(', ')} too (or none of them: the simulator)`,
    );
  }
  for (const key of ['MYINVOIS_URL', 'MYINVOIS_IDENTITY_URL'] as const) {
    if (!/^https?:\/\//.test(e[key] ?? ''))
      throw new Error(`Invalid environment: ${key} must be an http(s) URL`);
  }
  return {
    url: (e.MYINVOIS_URL ?? '').replace(/\/$/, ''),
    identityUrl: (e.MYINVOIS_IDENTITY_URL ?? '').replace(/\/$/, ''),
    clientId: e.MYINVOIS_CLIENT_ID ?? '',
    clientSecret: e.MYINVOIS_CLIENT_SECRET ?? '',
  };
}

/** A password alone names no certificate; a certificate without one opens with the empty password. */
function certificateOf(certPath: string | undefined, password: string | undefined) {
  if (!certPath && password) {
    throw new Error('Invalid environment: MYINVOIS_CERT_PASSWORD needs MYINVOIS_CERT_PATH');
  }
  return certPath ? { path: certPath, password: password ?? '' } : null;
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = v.safeParse(EnvSchema, source);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const e = result.output;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && e.TEST_FAULTS) {
    throw new Error('Invalid environment: TEST_FAULTS is not allowed in production');
  }
  if (e.WORKERS > 1 && !e.DATABASE_URL) {
    throw new Error(
      'Invalid environment: WORKERS > 1 needs DATABASE_URL (PostgreSQL); the embedded PGlite database is one process',
    );
  }
  if (e.WORKERS > 1 && !e.JWT_SECRET) {
    throw new Error(
      'Invalid environment: WORKERS > 1 needs JWT_SECRET, the same in every server process (a generated key is per data directory)',
    );
  }
  const pullSlots = e.PULL_CONCURRENCY || pullSlotsFor(e.DATABASE_URL, e.WORKERS);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    workers: e.WORKERS,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    sessionIdleTimeout: { staff: e.SESSION_IDLE_TIMEOUT_STAFF, merchant: e.SESSION_IDLE_TIMEOUT_MERCHANT },
    cookieSecure: e.COOKIE_SECURE === undefined ? isProduction : ['1', 'true'].includes(e.COOKIE_SECURE),
    trustProxy: e.TRUST_PROXY,
    signInRateLimit: e.SIGN_IN_RATE_LIMIT,
    signInRateWindow: e.SIGN_IN_RATE_WINDOW,
    staticDir: e.STATIC_DIR,
    demo: isDemoStart(e.SEED_DEMO, e.DATABASE_URL),
    demoCounts: DEMO_SIZES[e.DEMO_SIZE],
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    testFaults: e.TEST_FAULTS,
    testFaultDropRate: e.TEST_FAULTS ? e.TEST_FAULT_DROP_RATE : 0,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    passkeys: passkeySettings(e.APP_URL ?? `http://localhost:${e.PORT}`, e.PASSKEY_RP_ID, e.PASSKEY_ORIGINS),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    resetTokenTtl: e.RESET_TOKEN_TTL,
    firstLoginTokenTtl: e.FIRST_LOGIN_TOKEN_TTL,
    verifyEmailTokenTtl: e.VERIFY_EMAIL_TOKEN_TTL,
    otpTtl: e.OTP_TTL,
    otpMaxAttempts: e.OTP_MAX_ATTEMPTS,
    syncLogRetentionDays: e.SYNC_LOG_RETENTION_DAYS,
    housekeepingInterval: e.HOUSEKEEPING_INTERVAL,
    devMailPage: !isProduction && isDemoStart(e.SEED_DEMO, e.DATABASE_URL),
    ...pullLimits(pullSlots, e.PULL_QUEUE),
    pgPoolMax: e.PG_POOL_MAX || pgPoolSize(e.WORKERS, pullSlots),
    noticeStreamsPerUser: e.NOTICE_STREAMS_PER_USER,
    noticeStreamsPerProcess: e.NOTICE_STREAMS_PER_PROCESS,
    myInvois: myInvoisOf(e),
    myInvoisCertificate: certificateOf(e.MYINVOIS_CERT_PATH, e.MYINVOIS_CERT_PASSWORD),
    eInvoiceInterval: e.E_INVOICE_INTERVAL,
    sso: ssoConfig(e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET, e.OIDC_DISPLAY_NAME),
  };
}

function ssoConfig(
  issuer: string | undefined,
  clientId: string | undefined,
  clientSecret: string | undefined,
  displayName: string | undefined,
): SsoConfig | undefined {
  if (!issuer) return undefined;
  if (!clientId) throw new Error('Invalid environment: OIDC_ISSUER needs OIDC_CLIENT_ID');
  return { issuer, clientId, clientSecret, displayName: displayName ?? new URL(issuer).hostname };
}

/**
 * Whether this server runs as a demo: SEED_DEMO when given, else only on the embedded database.
 * A server given a DATABASE_URL is a deployment, and a deployment starts with no users at all.
 */
export function isDemoStart(seedDemo: string | undefined, databaseUrl: string | undefined): boolean {
  if (seedDemo !== undefined) return seedDemo === '1' || seedDemo === 'true';
  return !databaseUrl;
}

/**
 * Connections per process when PG_POOL_MAX is not set: about two per core the processes share
 * (at least 4, at most 10), fewer as WORKERS grows so that all processes together stay near 40 of
 * PostgreSQL's default 100 `max_connections`, but never fewer than the pulls a process runs at
 * once plus 2, so small calls still find a connection while every pull slot holds one
 * (docs/ARCHITECTURE.md, "Connections"). More backends than cores only queue for the CPU: on 2
 * cores with WORKERS=2, 10 per process gave the list p99 93-121 ms (max 232-239) at 50 callers,
 * 4 gave 59-82 ms (max 88-108), with as many answers per second.
 */
export function pgPoolSize(workers: number, pullSlots: number, cores = availableParallelism()): number {
  const byCores = Math.max(4, Math.ceil((2 * cores) / workers));
  return Math.max(pullSlots + 2, Math.min(10, Math.floor(40 / workers), byCores));
}

/**
 * Pulls a process works on at once when PULL_CONCURRENCY is not set. A bulk pull is CPU work
 * (PostgreSQL writing 5,000 rows as JSON, gzip on the thread pool), so more pulls at once than the
 * machine has cores only make every other call wait for a core: on 2 cores with WORKERS=2, 4 per
 * process held /api/health's p99 at 139 ms while 20 clients bootstrapped. On PostgreSQL: the cores
 * shared by the processes, 1 to 4 each. PGlite: 1 (pullLimits).
 */
export function pullSlotsFor(
  databaseUrl: string | undefined,
  workers: number,
  cores = availableParallelism(),
): number {
  return databaseUrl ? Math.min(4, Math.max(1, Math.floor(cores / workers))) : 1;
}

/**
 * PGlite has one connection for everything: a second pull there only interleaves with the first
 * and doubles what a small call may wait behind (docs/ARCHITECTURE.md, "Bulk pulls").
 */
function pullLimits(slots: number, queue: number | undefined) {
  return { pullConcurrency: slots, pullQueue: queue ?? Math.max(4, 2 * slots) };
}

export function readEnv(): Env {
  return parseEnv(process.env);
}

/** The environment a child process (pg_dump, pg_restore) runs with: ours, plus `extra`. */
export function childProcessEnv(extra: Record<string, string>): Record<string, string | undefined> {
  return { ...process.env, ...extra };
}

/** Which database the server tests run on (set per project by vitest.config.ts). */
export function readTestDbEnv(): { kind: 'pglite' | 'postgres'; url: string | undefined } {
  const kind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
  return { kind, url: process.env.TEST_DATABASE_URL };
}
