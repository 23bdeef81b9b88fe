import { activeLocale } from '../i18n/i18n';

/**
 * The page's language, sent with every request to our API (issue 34): the server words its errors and
 * messages in it, rather than in whatever the browser's own Accept-Language asks for.
 */
export function languageHeaders(): { 'Accept-Language': string } {
  return { 'Accept-Language': activeLocale() };
}
