import { signInMessages } from './messages-sign-in';
import { peopleMessages } from './messages-people';
import { moneyMessages } from './messages-money';
import { generalMessages } from './messages-general';
import { eInvoiceMessages } from './e-invoice/messages';
import { eInvoiceIdentityMessages } from './e-invoice/identity-messages';
import { secondFactorMessages } from './messages-second-factor';
import { passkeyMessages } from './messages-passkeys';
import { ssoMessages } from './messages-sso';

/**
 * Every message the API can answer, keyed by a stable code: the one list of them (kept in four
 * files by subject, joined here), extracted into the Lingui catalogs with the app's own messages
 * (docs/ARCHITECTURE.md, "The app", i18n). The
 * server sends the code with the English text (formatMessage); the app shows its translation of
 * the code (lib/i18n/server-messages.ts), so answers read in the user's language. `{name}`
 * placeholders are filled from `params`.
 *
 * Each entry is the descriptor the Lingui macro writes for msg`…` (the server runs without the
 * macro transform): `/*i18n*\/` marks it for extraction, and `id` is Lingui's id of the English
 * text, so the catalogs key it by that text as they key the app's messages. A new message gets
 * its id from the test beside this file, which names the id each text needs.
 */
export const messages = {
  ...signInMessages,
  ...peopleMessages,
  ...moneyMessages,
  ...generalMessages,
  ...eInvoiceMessages,
  ...eInvoiceIdentityMessages,
  ...secondFactorMessages,
  ...passkeyMessages,
  ...ssoMessages,
};

export type MessageCode = keyof typeof messages;
export type MessageParams = Record<string, string | number>;

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.hasOwn(messages, value);
}

/** Fills `{name}` placeholders; unknown placeholders are left as they are. */
export function formatMessage(code: MessageCode, params: MessageParams = {}): string {
  return messages[code].message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
