// Why a photo or video could not be processed (Upload.processingError), kept so that each host reads it
// in their own language (decision 058): a media worker stores the reason's catalog words as JSON
// (`{"id":"uploads.originalMissing"}`), and the hosts' answers render them in the reader's language when
// read. Reasons kept before (English text), and those with no words (a job that ran out of attempts,
// whose last error is a developer's), are plain text and read as they are. No migration: both shapes live
// in the same text column.
import { isWords } from '../../../../common/i18n/words.ts';
import { DEFAULT_LOCALE, type LoadableLocale } from '../../../../common/i18n/locales.ts';
import type { ErrorWords } from '../../lib/errors.ts';
import { render, translate, type Message, type ServerMessageId } from '../../i18n/messages.ts';

/** What the processingError column keeps for `reason`: its words as JSON, or plain text as it is. */
export function storedReason(reason: ErrorWords): string {
  return typeof reason === 'string' ? reason : JSON.stringify(reason);
}

/** The words a stored reason holds; null for plain text (or JSON that is not a catalog message). */
export function reasonWords(stored: string): Message | null {
  if (!stored.startsWith('{')) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!isWords(parsed) || !knownId(parsed.id)) return null;
    return parsed as Message;
  } catch {
    return null;
  }
}

/** A stored reason as `locale`'s reader reads it (English by default: integrators' and logs' words). */
export function reasonIn(stored: string | null, locale: LoadableLocale = DEFAULT_LOCALE): string | null {
  if (stored === null) return null;
  const words = reasonWords(stored);
  return words ? render(locale, words) : stored;
}

/** An id of the catalogs: a rendered id is its own text when missing, which reads as a message here. */
function knownId(id: string): id is ServerMessageId {
  return translate(DEFAULT_LOCALE, id as ServerMessageId) !== id;
}
