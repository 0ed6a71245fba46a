import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core';
import { isSignInPath } from './sign-in-paths';

export const LOCALES = ['en', 'ms'] as const;
export type Locale = (typeof LOCALES)[number];

const LOCALE_COOKIE = 'i18n_redirected';
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

export const DEFAULT_LOCALE: Locale = isLocale(import.meta.env.VITE_DEFAULT_LOCALE)
  ? import.meta.env.VITE_DEFAULT_LOCALE
  : 'en';

type CatalogModule = () => Promise<{ messages: Messages }>;

const catalogs: Record<Locale, CatalogModule> = {
  en: () => import('../../../locales/en/messages.po'),
  ms: () => import('../../../locales/ms/messages.po'),
};

/** The sign-in pages' part of each catalog (vite/first-visit-catalog.ts). */
const signInCatalogs: Record<Locale, CatalogModule> = {
  en: () => import('./first-visit-en'),
  ms: () => import('./first-visit-ms'),
};

/** The saved choice (cookie of docs/product.md, Languages), else the configured default. */
export function detectLocale(): Locale {
  const match = /(?:^|;\s*)i18n_redirected=([^;]+)/.exec(document.cookie);
  const saved = match?.[1];
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}

/** Scripts written right to left; a locale in one of them turns the document around. */
const RTL_LANGUAGES = new Set(['ar', 'dv', 'fa', 'he', 'ps', 'ur', 'yi']);

export const localeDirection = (locale: string): 'ltr' | 'rtl' =>
  RTL_LANGUAGES.has(locale.split('-')[0]?.toLowerCase() ?? '') ? 'rtl' : 'ltr';

/**
 * True while only sign-in pages have been shown: they need a fifth of the catalog, and /login's
 * first visit stays within its budget without the rest.
 */
let signInOnly = false;
const wholeCatalogs = new Map<Locale, Promise<void>>();

function loadWholeCatalog(locale: Locale): Promise<void> {
  let loading = wholeCatalogs.get(locale);
  if (!loading) {
    // i18n.load adds to the messages already loaded and re-renders what shows them.
    loading = catalogs[locale]().then(({ messages }) => i18n.load(locale, messages));
    // A failed download (offline before the service worker was installed) is tried again later.
    loading.catch(() => wholeCatalogs.delete(locale));
    wholeCatalogs.set(locale, loading);
  }
  return loading;
}

const USER_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;
const QUIET_MS = 3000;

/**
 * Runs the task when the visitor starts using the page (the rest of the catalog comes while they
 * type; signing in waits for it anyway), or once the browser is idle a few seconds after the page
 * showed, so it competes neither with the sign-in page's own code nor with the service worker's
 * first caching.
 */
function soonAfterPageShows(task: () => void) {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    USER_EVENTS.forEach((type) => window.removeEventListener(type, run, true));
    task();
  };
  USER_EVENTS.forEach((type) => window.addEventListener(type, run, { capture: true, passive: true }));
  setTimeout(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: QUIET_MS });
    else run();
  }, QUIET_MS);
}

export async function activateLocale(locale: Locale) {
  if (signInOnly && !wholeCatalogs.has(locale)) {
    const { messages } = await signInCatalogs[locale]();
    i18n.load(locale, messages);
    soonAfterPageShows(() => void loadWholeCatalog(locale).catch(() => undefined));
  } else {
    await loadWholeCatalog(locale);
  }
  i18n.activate(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = localeDirection(locale);
  document.cookie = `${LOCALE_COOKIE}=${locale}; max-age=${COOKIE_MAX_AGE}; path=/; SameSite=Lax`;
}

/** The first language of this page load: on a sign-in page, only that page's messages. */
export function startLocale(pathname: string): Promise<void> {
  signInOnly = isSignInPath(pathname);
  return activateLocale(detectLocale());
}

/**
 * Resolves once the active language's whole catalog is loaded; every screen but the sign-in pages
 * waits for it (the root route), so none shows a message id, or English in Malay.
 */
export function ensureWholeCatalog(): Promise<void> {
  signInOnly = false;
  return isLocale(i18n.locale) ? loadWholeCatalog(i18n.locale) : Promise.resolve();
}

/**
 * An i18n of `locale` holding its whole catalog, beside the app's active one: to read a text in a
 * language other than the user's (an import matches a file's headers in either language).
 */
const translators = new Map<Locale, Promise<I18n>>();
export function translatorOf(locale: Locale): Promise<I18n> {
  let loading = translators.get(locale);
  if (!loading) {
    loading = catalogs[locale]().then(({ messages }) =>
      setupI18n({ locale, messages: { [locale]: messages } }),
    );
    loading.catch(() => translators.delete(locale));
    translators.set(locale, loading);
  }
  return loading;
}

export { i18n };
