/**
 * POST /General/register: a merchant registers its organization with a Merchant Admin account.
 * It creates the merchant (Submitted, Pending approval, Inactive), the admin user (status N, no
 * usable password: the first-time login link sent on approval sets it) and the registration, and
 * mails an email-verification link.
 *
 * No account enumeration by email: the answer is the same whether or not the email already has
 * an open registration. When it has one, nothing new is created; the mail goes to that address
 * instead (a fresh verification link while unverified, else a note that it is under review), so
 * only the owner of the mailbox learns anything. The username is not asked for (a "taken"
 * answer would be another probe): it is derived from the email and sent with the first-time
 * login link on approval.
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { RegisterOrganizationSchema, type RegisterOrganization } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import type { Mailer } from '../../lib/mail/mailer';
import { localeOf, type MailLocale } from '../../lib/mail/templates';
import { inputOf } from '../../lib/route-input';
import { secondsSinceLastToken } from '../../lib/account/account-tokens';
import { mailUser } from '../../lib/account/mail-user';
import { sendVerifyEmailLink } from './verify-email';

/** One verification mail a minute per registration, so the form cannot flood a mailbox. */
const MIN_SECONDS_BETWEEN_MAILS = 60;

type OpenRegistration = {
  user_id: string;
  email: string;
  first_name: string;
  merchant_name: string;
  is_verified: boolean;
};

/** The email's local part, cleaned to the username alphabet, with a suffix when it is taken. */
async function freeUsername(db: Queryable, email: string): Promise<string> {
  const local = email.split('@')[0] ?? '';
  const base =
    local
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '')
      .replace(/^[._-]+/, '')
      .slice(0, 30) || 'merchant';
  const { rows } = await db.query<{ username: string }>(
    `SELECT username FROM users WHERE username = $1 OR username LIKE $2`,
    [base, `${base.replace(/[\\%_]/g, '\\$&')}-%`],
  );
  const taken = new Set(rows.map((row) => row.username));
  for (let n = 1; n < 100; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
  return `${base}-${randomBytes(3).toString('hex')}`;
}

async function findOpenRegistration(db: Queryable, email: string): Promise<OpenRegistration | null> {
  const { rows } = await db.query<OpenRegistration>(
    `SELECT u.id AS user_id, u.email, u.first_name, m.merchant_name,
            r.email_verified_at IS NOT NULL AS is_verified
     FROM organization_registrations r
     JOIN users u ON u.id = r.user_id
     JOIN merchants m ON m.id = r.merchant_id
     WHERE r.decision IS NULL AND lower(u.email) = lower($1)
     ORDER BY r.created_at DESC LIMIT 1`,
    [email],
  );
  return rows[0] ?? null;
}

/** The merchant, its admin and the registration, in one transaction. */
async function createRegistration(db: AppDeps['db'], input: RegisterOrganization) {
  // Never a valid argon2 hash: nobody can sign in with a password before the first-time login.
  const unusableHash = `!registered-${randomBytes(16).toString('hex')}`;
  return db.transaction(async (tx) => {
    const { rows: merchants } = await tx.query<{ id: string }>(
      `INSERT INTO merchants (merchant_name, business_registration_number, person_in_charge, email,
                              contact_number, status, submission_status, approval_status)
       VALUES ($1, $2, $3, $4, $5, 'Inactive', 'Submitted', 'Pending') RETURNING id`,
      [
        input.companyName,
        input.registrationNumber,
        `${input.firstName} ${input.lastName}`,
        input.email,
        input.mobileNumber,
      ],
    );
    const merchantId = merchants[0]?.id;
    // A concurrent registration may take the same name between the look-up and the insert:
    // the unique index refuses it, and the next look-up skips it.
    let userId: string | undefined;
    for (let attempt = 0; attempt < 3 && !userId; attempt += 1) {
      userId = await insertAdmin(tx, input, merchantId, await freeUsername(tx, input.email), unusableHash);
    }
    if (!merchantId || !userId) throw new ApiError(503, 'error.serviceUnavailable');
    await tx.query(`INSERT INTO organization_registrations (merchant_id, user_id) VALUES ($1, $2)`, [
      merchantId,
      userId,
    ]);
    return { merchantId, userId };
  });
}

async function insertAdmin(
  tx: Queryable,
  input: RegisterOrganization,
  merchantId: string | undefined,
  username: string,
  passwordHash: string,
): Promise<string | undefined> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO users (username, password_hash, first_name, last_name, email, mobile_number,
                          role_id, level, merchant_id, status)
       SELECT $1, $2, $3, $4, $5, $6, r.id, 'Checker', $7, 'N' FROM roles r WHERE r.name = 'Merchant Admin'
       ON CONFLICT (username) DO NOTHING RETURNING id`,
    [username, passwordHash, input.firstName, input.lastName, input.email, input.mobileNumber, merchantId],
  );
  return rows[0]?.id;
}

async function mailOpenRegistration(
  deps: AppDeps,
  mailer: Mailer,
  open: OpenRegistration,
  locale: MailLocale,
): Promise<void> {
  const since = await secondsSinceLastToken(deps.db, open.user_id, 'verifyEmail');
  if (since !== null && since < MIN_SECONDS_BETWEEN_MAILS) return;
  const recipient = { id: open.user_id, email: open.email, first_name: open.first_name };
  if (open.is_verified) {
    await mailUser(
      deps.db,
      mailer,
      recipient,
      'registrationPending',
      { organization: open.merchant_name },
      locale,
    );
  } else {
    await sendVerifyEmailLink(deps, mailer, recipient, open.merchant_name, locale);
  }
}

export function registerOrganization(deps: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const mailer = c.get('mailer');
    const input = inputOf(c, RegisterOrganizationSchema);
    const locale = localeOf(c.req.header('Accept-Language'));
    const open = await findOpenRegistration(deps.db, input.email);
    if (open) {
      await mailOpenRegistration(deps, mailer, open, locale);
      return ok(c, null, 'account.registered');
    }
    const { merchantId, userId } = await createRegistration(deps.db, input);
    const recipient = { id: userId, email: input.email, first_name: input.firstName };
    await sendVerifyEmailLink(deps, mailer, recipient, input.companyName, locale);
    await recordAudit(deps.db, c, {
      userId,
      action: 'organization.registered',
      entity: 'merchant',
      entityId: merchantId,
    });
    return ok(c, null, 'account.registered');
  };
}
