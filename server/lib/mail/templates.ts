/**
 * Mail texts in English and Malay. The server has no UI catalogs, so its few mail texts live
 * here; the recipient's language is the one they last used with us (user_security.locale) or the
 * language of the page that asked (Accept-Language).
 */
import type { MailMessage } from './mailer';
import { secondFactorTemplates } from './templates-second-factor';

export type MailLocale = 'en' | 'ms';

type Common = { to: string; name: string; locale: MailLocale; phrase?: string | null | undefined };
/** `approved`: the organization whose registration was approved (the link follows the approval). */
type FirstLoginParams = { link: string; username: string; days: number; approved?: string | undefined };
export type Template<P> = Record<MailLocale, (params: P) => { subject: string; body: string }>;

const templates = {
  ...secondFactorTemplates,
  reset: {
    en: ({ link, minutes }: { link: string; minutes: number }) => ({
      subject: 'Reset your Back Office Portal password',
      body: `We received a request to reset your password. Open this link within ${minutes} minutes to choose a new one:\n\n${link}\n\nThe link works once. If you did not ask for this, ignore this email; your password stays the same.`,
    }),
    ms: ({ link, minutes }: { link: string; minutes: number }) => ({
      subject: 'Tetapkan semula kata laluan Portal Pejabat Belakang anda',
      body: `Kami menerima permintaan untuk menetapkan semula kata laluan anda. Buka pautan ini dalam masa ${minutes} minit untuk memilih kata laluan baharu:\n\n${link}\n\nPautan ini hanya boleh digunakan sekali. Jika anda tidak memintanya, abaikan e-mel ini; kata laluan anda kekal sama.`,
    }),
  } satisfies Template<{ link: string; minutes: number }>,
  firstLogin: {
    en: ({ link, username, days, approved }: FirstLoginParams) => ({
      subject: 'Set up your Back Office Portal account',
      body: `${approved ? `Good news: the registration of ${approved} has been approved. ` : ''}An account has been created for you. Your username is ${username}.\n\nOpen this link within ${days} days to complete your first-time login (password, security question, secret phrase):\n\n${link}`,
    }),
    ms: ({ link, username, days, approved }: FirstLoginParams) => ({
      subject: 'Sediakan akaun Portal Pejabat Belakang anda',
      body: `${approved ? `Berita baik: pendaftaran ${approved} telah diluluskan. ` : ''}Akaun telah dicipta untuk anda. Nama pengguna anda ialah ${username}.\n\nBuka pautan ini dalam masa ${days} hari untuk melengkapkan log masuk kali pertama (kata laluan, soalan keselamatan, frasa rahsia):\n\n${link}`,
    }),
  } satisfies Template<FirstLoginParams>,
  accountLocked: {
    en: ({ link, address }: { link: string; address: string }) => ({
      subject: 'Your Back Office Portal account is locked',
      body: `Your account was locked after three wrong passwords in a row (from the address ${address}). If this was you, open Forgot Password to choose a new password, which also unlocks the account:\n\n${link}\n\nIf it was not you, someone tried to sign in as you: choose a new password the same way, and tell your administrator.`,
    }),
    ms: ({ link, address }: { link: string; address: string }) => ({
      subject: 'Akaun Portal Pejabat Belakang anda dikunci',
      body: `Akaun anda telah dikunci selepas tiga kata laluan salah berturut-turut (dari alamat ${address}). Jika itu anda, buka Lupa Kata Laluan untuk memilih kata laluan baharu, yang juga akan membuka kunci akaun:\n\n${link}\n\nJika itu bukan anda, seseorang telah cuba log masuk sebagai anda: pilih kata laluan baharu dengan cara yang sama, dan maklumkan kepada pentadbir anda.`,
    }),
  } satisfies Template<{ link: string; address: string }>,
  otp: {
    en: ({ code, seconds }: { code: string; seconds: number }) => ({
      subject: `Your one-time password: ${code}`,
      body: `Your one-time password is ${code}. It expires in ${seconds} seconds. Never share it with anyone, including our staff.`,
    }),
    ms: ({ code, seconds }: { code: string; seconds: number }) => ({
      subject: `Kata laluan sekali guna anda: ${code}`,
      body: `Kata laluan sekali guna anda ialah ${code}. Ia tamat tempoh dalam ${seconds} saat. Jangan kongsikannya dengan sesiapa, termasuk kakitangan kami.`,
    }),
  } satisfies Template<{ code: string; seconds: number }>,
  verifyEmail: {
    en: ({ link, organization, hours }: { link: string; organization: string; hours: number }) => ({
      subject: 'Verify your email for Back Office Portal',
      body: `Thank you for registering ${organization}. Open this link within ${hours} hours to verify your email:\n\n${link}\n\nAfter that, our staff review the organization; you will receive an email when it is approved. If you did not register, ignore this email.`,
    }),
    ms: ({ link, organization, hours }: { link: string; organization: string; hours: number }) => ({
      subject: 'Sahkan e-mel anda untuk Portal Pejabat Belakang',
      body: `Terima kasih kerana mendaftarkan ${organization}. Buka pautan ini dalam masa ${hours} jam untuk mengesahkan e-mel anda:\n\n${link}\n\nSelepas itu, kakitangan kami akan menyemak organisasi tersebut; anda akan menerima e-mel apabila ia diluluskan. Jika anda tidak mendaftar, abaikan e-mel ini.`,
    }),
  } satisfies Template<{ link: string; organization: string; hours: number }>,
  registrationPending: {
    en: ({ organization }: { organization: string }) => ({
      subject: 'Your organization registration is already under review',
      body: `Someone, probably you, tried to register an organization with this email. The registration of ${organization} with this email is already verified and waiting for approval, so nothing new was created. You will receive an email when it is decided.`,
    }),
    ms: ({ organization }: { organization: string }) => ({
      subject: 'Pendaftaran organisasi anda sedang disemak',
      body: `Seseorang, mungkin anda, cuba mendaftarkan organisasi dengan e-mel ini. Pendaftaran ${organization} dengan e-mel ini telah disahkan dan sedang menunggu kelulusan, jadi tiada apa-apa yang baharu dicipta. Anda akan menerima e-mel apabila ia diputuskan.`,
    }),
  } satisfies Template<{ organization: string }>,
  organizationRejected: {
    en: ({ organization, reason }: { organization: string; reason: string }) => ({
      subject: 'Your organization registration was not approved',
      body: `We are sorry: the registration of ${organization} was not approved.\n\nReason: ${reason}\n\nPlease contact us if you think this is a mistake.`,
    }),
    ms: ({ organization, reason }: { organization: string; reason: string }) => ({
      subject: 'Pendaftaran organisasi anda tidak diluluskan',
      body: `Harap maaf: pendaftaran ${organization} tidak diluluskan.\n\nSebab: ${reason}\n\nSila hubungi kami jika anda fikir ini satu kesilapan.`,
    }),
  } satisfies Template<{ organization: string; reason: string }>,
};

export type MailKind = keyof typeof templates;
type ParamsOf<K extends MailKind> = Parameters<(typeof templates)[K]['en']>[0];

const greeting = { en: (name: string) => `Hello ${name},`, ms: (name: string) => `Salam ${name},` };
const phraseLine = {
  en: (phrase: string) =>
    `Your secret phrase: ${phrase}. If it is missing or wrong, this email is not from us.`,
  ms: (phrase: string) =>
    `Frasa rahsia anda: ${phrase}. Jika ia tiada atau salah, e-mel ini bukan daripada kami.`,
};

export function buildMail<K extends MailKind>(kind: K, common: Common, params: ParamsOf<K>): MailMessage {
  const render = templates[kind][common.locale] as (p: ParamsOf<K>) => { subject: string; body: string };
  const { subject, body } = render(params);
  const lines = [greeting[common.locale](common.name), '', body];
  if (common.phrase) lines.push('', phraseLine[common.locale](common.phrase));
  lines.push('', '— Back Office Portal');
  return { to: common.to, subject, text: lines.join('\n'), kind, locale: common.locale };
}

/** The caller's language from Accept-Language ('ms' if Malay comes first), else English. */
export function localeOf(acceptLanguage: string | undefined): MailLocale {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('ms') ? 'ms' : 'en';
}
