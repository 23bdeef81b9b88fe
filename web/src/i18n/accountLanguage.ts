// A signed-in account's language (User.language, issue 34): the app shows it once the session knows it,
// and at once when the account saves another. Null follows the browser again.
import {
  DEFAULT_LOCALE,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  preferredLocale,
  supportedLocale,
} from '../../../common/i18n/locales';
import { activateLocale, activeLocale, chooseLocale, i18n } from './i18n';

/** The schema's `Language` value ('TR') as the app's locale ('tr'); null for none or one we do not know. */
export function localeOfLanguage(language: string | null | undefined) {
  return supportedLocale(language);
}

/**
 * Shows the app in the account's language when it differs from the page's: chooseLocale also writes the
 * cookie, so the next page load starts in it. A `?lang=` link is the reader's choice for that page: kept.
 */
export function showAccountLanguage(language: string | null | undefined): void {
  const locale = localeOfLanguage(language);
  if (!locale) return;
  // The session may answer before the page's first language is in: switch after it, not under it.
  if (!i18n.locale) {
    const stop = i18n.on('change', () => {
      stop();
      showAccountLanguage(language);
    });
    return;
  }
  if (locale === activeLocale()) return;
  if (new URLSearchParams(window.location.search).has(LANGUAGE_PARAM)) return;
  void chooseLocale(locale);
}

/** After the account saved its language: that one, or (null) the browser's again, without a cookie. */
export async function applyAccountLanguage(language: string | null | undefined): Promise<void> {
  const locale = localeOfLanguage(language);
  if (locale) {
    await chooseLocale(locale);
    return;
  }
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0; samesite=lax`;
  const browser = preferredLocale(navigator.languages) ?? DEFAULT_LOCALE;
  if (browser !== activeLocale()) await activateLocale(browser, ['guest', 'app']);
}
