import { renderWords, type Words } from '../../../common/i18n/words';
import { translate, type MessageId } from './i18n';

/**
 * A message common code returns unrendered (a limit's refusal from common/upload-limits.ts), in the
 * active language: the words the server's refusal of the same file uses.
 */
export function say(words: Words<MessageId>): string {
  return renderWords(words, (id, values) => translate(id as MessageId, values));
}
