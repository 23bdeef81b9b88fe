// What the server writes for people, in their language: error messages, emails, CSV headers, ZIP folder
// names and link previews come from common/i18n/messages/server/*.<locale>.json (decision 058). Stable
// codes (GraphQL `extensions.code`, union __typename, REST `code`) never change with the language.
import { setupI18n, type I18n } from '@lingui/core';
import { compileCatalog, NAMESPACES, type Catalog } from '../../../common/i18n/catalogs.ts';
import { DEFAULT_LOCALE, LOCALES, PSEUDO_LOCALE, type LoadableLocale } from '../../../common/i18n/locales.ts';
import type { AppMessages } from '../../../common/i18n/messages/app/index.ts';
import type { GuestMessages } from '../../../common/i18n/messages/guest/index.ts';
import type { ServerMessages } from '../../../common/i18n/messages/server/index.ts';
import { readCatalog } from '../../../common/i18n/read-catalogs.ts';
import { renderWords } from '../../../common/i18n/words.ts';

/**
 * The server's own messages, and the web app's: a rule both sides word is written once, where the page
 * that checks it loads it (an upload's size limit, a PIN's format in the guest namespace; an album name's
 * or an event link's in the app namespace), and the server's refusal reads the same words.
 */
export type ServerMessageId = keyof ServerMessages | keyof GuestMessages | keyof AppMessages;
export type MessageValues = Record<string, unknown>;

/** A message not yet put into words: what an error or an email carries until it knows its reader. */
export interface Message {
  id: ServerMessageId;
  values?: MessageValues;
}

export function message(id: ServerMessageId, values?: MessageValues): Message {
  return values ? { id, values } : { id };
}

let instances: Map<LoadableLocale, I18n> | undefined;

/** One Lingui instance per language, compiled on first use (a few milliseconds, once per process). */
function instanceFor(locale: LoadableLocale): I18n {
  instances ??= compileAll();
  return instances.get(locale) ?? instances.get(DEFAULT_LOCALE)!;
}

/** Every language at once: a catalog that fails to read or compile fails the first message, never half. */
function compileAll(): Map<LoadableLocale, I18n> {
  const all = new Map<LoadableLocale, I18n>();
  // Every namespace: about 2,000 short messages a language, a few hundred kilobytes in all.
  const every = (locale: string): Catalog =>
    Object.assign({}, ...NAMESPACES.map((namespace) => readCatalog(namespace, locale))) as Catalog;
  const english = every(DEFAULT_LOCALE);
  for (const each of LOCALES) {
    const i18n = setupI18n();
    i18n.loadAndActivate({ locale: each, messages: compileCatalog(each === DEFAULT_LOCALE ? english : every(each)) });
    all.set(each, i18n);
  }
  const pseudo = setupI18n();
  pseudo.loadAndActivate({ locale: PSEUDO_LOCALE, messages: compileCatalog(english, { pseudo: true }) });
  all.set(PSEUDO_LOCALE, pseudo);
  return all;
}

/** The message in `locale` (English when the locale is not one we speak). */
export function translate(locale: LoadableLocale, id: ServerMessageId, values?: MessageValues): string {
  return instanceFor(locale)._(id, values);
}

/**
 * A message in `locale`. A value that is itself a message (a duration, a list of formats) is rendered
 * first, in the same language: `{ id: 'limits.videoTooLong', values: { duration: { id: 'limits.minutes', … } } }`.
 */
export function render(locale: LoadableLocale, words: Message): string {
  return renderWords(words, (id, values) => translate(locale, id as ServerMessageId, values));
}
