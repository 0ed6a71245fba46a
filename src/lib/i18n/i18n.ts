import { i18n, type Messages } from '@lingui/core';

export const LOCALES = ['en', 'ms'] as const;
export type Locale = (typeof LOCALES)[number];

const LOCALE_COOKIE = 'i18n_redirected';
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

export const DEFAULT_LOCALE: Locale = isLocale(import.meta.env.VITE_DEFAULT_LOCALE)
  ? import.meta.env.VITE_DEFAULT_LOCALE
  : 'en';

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../../locales/en/messages.po'),
  ms: () => import('../../../locales/ms/messages.po'),
};

/** The saved choice (cookie of SPEC §9), else the configured default. */
export function detectLocale(): Locale {
  const match = /(?:^|;\s*)i18n_redirected=([^;]+)/.exec(document.cookie);
  const saved = match?.[1];
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}

/** Scripts written right to left; a locale in one of them turns the document around. */
const RTL_LANGUAGES = new Set(['ar', 'dv', 'fa', 'he', 'ps', 'ur', 'yi']);

export const localeDirection = (locale: string): 'ltr' | 'rtl' =>
  RTL_LANGUAGES.has(locale.split('-')[0]?.toLowerCase() ?? '') ? 'rtl' : 'ltr';

export async function activateLocale(locale: Locale) {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  document.documentElement.dir = localeDirection(locale);
  document.cookie = `${LOCALE_COOKIE}=${locale}; max-age=${COOKIE_MAX_AGE}; path=/; SameSite=Lax`;
}

export { i18n };
