/** Sends one of the templates to a user, in their language, with their secret phrase. */
import type { Queryable } from '../../db/client';
import type { Mailer } from '../mail/mailer';
import { buildMail, type MailKind, type MailLocale } from '../mail/templates';
import { findSecurity, saveSecurity } from './user-security';

type Recipient = { id: string; email: string; first_name: string };

/**
 * `locale` is the language the user is using right now (from the request); it is remembered for
 * later mail that no request of theirs triggers (an invitation, an approval).
 */
export async function mailUser<K extends MailKind>(
  db: Queryable,
  mailer: Mailer,
  user: Recipient,
  kind: K,
  params: Parameters<typeof buildMail<K>>[2],
  locale?: MailLocale,
): Promise<void> {
  const security = await findSecurity(db, user.id);
  if (locale && security?.locale !== locale) await saveSecurity(db, user.id, { locale });
  const common = {
    to: user.email,
    name: user.first_name,
    locale: locale ?? security?.locale ?? 'en',
    phrase: security?.phrase,
  };
  mailer.send(buildMail(kind, common, params));
}
