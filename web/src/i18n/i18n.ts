// The web app's language: one Lingui instance, loaded with only the catalogs a page needs in only the
// reader's language (a guest's phone fetches the guest page's messages in one language; decision 058).
// A page renders once its messages are in, so nobody sees English flash before their language.
import { setupI18n, type Messages } from '@lingui/core';
import {
  DEFAULT_LOCALE,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  PSEUDO_LOCALE,
  chosenLocale,
  isLoadableLocale,
  resolveLocale,
  type LoadableLocale,
} from '../../../common/i18n/locales';
import type { AppMessages } from '../../../common/i18n/messages/app/index';
import type { GuestMessages } from '../../../common/i18n/messages/guest/index';

/** Every message the web app shows, by id: a typo in an id is a type error. */
export type MessageId = keyof GuestMessages | keyof AppMessages;
/** The guest page's messages (the only ones its pages load). */
export type GuestMessageId = keyof GuestMessages;
export type MessageValues = Record<string, unknown>;

export const i18n = setupI18n();

type WebNamespace = 'guest' | 'app';
type Loader = () => Promise<{ default: Messages }>;

// Spelled out (not a template string) so the build makes one small chunk per namespace and language.
const LOADERS: Record<WebNamespace, Record<LoadableLocale, Loader>> = {
  guest: {
    en: () => import('virtual:catalog/guest/en'),
    tr: () => import('virtual:catalog/guest/tr'),
    de: () => import('virtual:catalog/guest/de'),
    es: () => import('virtual:catalog/guest/es'),
    [PSEUDO_LOCALE]: () => import('virtual:catalog/guest/en-XA'),
  },
  app: {
    en: () => import('virtual:catalog/app/en'),
    tr: () => import('virtual:catalog/app/tr'),
    de: () => import('virtual:catalog/app/de'),
    es: () => import('virtual:catalog/app/es'),
    [PSEUDO_LOCALE]: () => import('virtual:catalog/app/en-XA'),
  },
};

let loadedNamespaces: readonly WebNamespace[] = ['guest'];

/**
 * Loads the namespaces' messages in `locale` and makes it the active language: every mounted component
 * re-renders in it (I18nProvider), and <html lang> follows for screen readers and the browser's own
 * translation offer.
 */
export async function activateLocale(locale: LoadableLocale, namespaces: readonly WebNamespace[]): Promise<void> {
  loadedNamespaces = namespaces;
  const parts = await Promise.all(namespaces.map((namespace) => LOADERS[namespace][locale]()));
  const messages: Messages = {};
  for (const part of parts) Object.assign(messages, part.default);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}

/** The switcher: the reader's choice, kept for a year in a cookie the server reads too. */
export async function chooseLocale(locale: LoadableLocale): Promise<void> {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
  await activateLocale(locale, loadedNamespaces);
}

/** The reader's choice so far: a `?lang=` link, else the switcher's cookie. */
export function chosenLanguage(): LoadableLocale | null {
  const fromLink = new URLSearchParams(window.location.search).get(LANGUAGE_PARAM);
  if (chosenLocale(fromLink)) return chosenLocale(fromLink);
  const cookie = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return chosenLocale(cookie ? decodeURIComponent(cookie) : null);
}

/**
 * The language a page starts in: the one the server already wrote into <html lang> (it saw the cookie,
 * the browser's Accept-Language and, for a guest page, the event's language), else the same rules here.
 */
export function initialLocale(fallback?: string | null): LoadableLocale {
  const written = document.documentElement.dataset.locale;
  if (isLoadableLocale(written)) return written;
  return resolveLocale({ chosen: chosenLanguage(), browser: navigator.languages, fallback });
}

/** The active language's tag for Intl formatters; English before any is loaded. */
export function activeLocale(): string {
  return i18n.locale || DEFAULT_LOCALE;
}

/** A message outside React (a toast from a callback, a document title): in the active language. */
export function translate(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values);
}
