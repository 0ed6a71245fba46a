/** The security details beside a user (migration 003): question, hashed answer, phrase, locale. */
import type { Queryable } from '../../db/client';
import { hashPassword, verifyPassword } from '../passwords';
import type { MailLocale } from '../mail/templates';

export type SecurityRecord = {
  question: string | null;
  answer_hash: string | null;
  phrase: string | null;
  locale: MailLocale;
};

export async function findSecurity(db: Queryable, userId: string): Promise<SecurityRecord | null> {
  const { rows } = await db.query<SecurityRecord>(
    'SELECT question, answer_hash, phrase, locale FROM user_security WHERE user_id = $1',
    [userId],
  );
  return rows[0] ?? null;
}

/** Answers compare without regard to case or repeated spaces ("Kuala  lumpur" = "kuala lumpur"). */
const normaliseAnswer = (answer: string) => answer.trim().replace(/\s+/g, ' ').toLowerCase();

export const hashAnswer = (answer: string) => hashPassword(normaliseAnswer(answer));
export const verifyAnswer = (hash: string | null, answer: string) =>
  verifyPassword(hash, normaliseAnswer(answer));

/** Upserts the given columns (only those named) for a user. */
export async function saveSecurity(
  db: Queryable,
  userId: string,
  fields: Partial<{
    question: string;
    answer_hash: string;
    phrase: string;
    locale: MailLocale;
    terms_accepted: true;
  }>,
): Promise<void> {
  await db.query(
    `INSERT INTO user_security (user_id, question, answer_hash, phrase, locale, terms_accepted_at)
     VALUES ($1, $2, $3, $4, coalesce($5, 'en'), CASE WHEN $6::boolean THEN now() END)
     ON CONFLICT (user_id) DO UPDATE SET
       question = coalesce($2, user_security.question),
       answer_hash = coalesce($3, user_security.answer_hash),
       phrase = coalesce($4, user_security.phrase),
       locale = coalesce($5, user_security.locale),
       terms_accepted_at = CASE WHEN $6::boolean THEN now() ELSE user_security.terms_accepted_at END,
       updated_at = now()`,
    [
      userId,
      fields.question ?? null,
      fields.answer_hash ?? null,
      fields.phrase ?? null,
      fields.locale ?? null,
      fields.terms_accepted ?? false,
    ],
  );
}
