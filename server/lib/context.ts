import type { SessionUser } from '../../src/contract';
import type { Db, Queryable } from '../db/client';
import type { Env } from '../env';
import type { Mailer } from './mail/mailer';

/** What every route factory receives: the database, the parsed environment and the JWT key. */
export type AppDeps = { db: Db; env: Env; jwtSecret: string };

export type AppBindings = {
  Variables: {
    requestId: string;
    /** The caller's address (lib/client-info.ts `clientAddress`), set for every request. */
    clientAddress: string;
    /** Set by `requireAuth` on protected routes. */
    user: SessionUser;
    /** Set on sign-in routes: their answers also carry `Message` (docs/product.md, Answers of the server). */
    legacyMessage: boolean;
    /**
     * Set by `mutation` (lib/idempotency.ts) on mutating routes: the request's transaction. Every
     * query of such a handler goes through it: the change, its audit entry and the stored
     * idempotent answer commit together, and PGlite (one connection) cannot deadlock on itself.
     */
    db: Queryable;
    /** Mail this request sends, held until its answer (lib/mail/request-mail.ts). */
    mailer: Mailer;
  };
};
