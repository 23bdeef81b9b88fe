// The first answer of the guest page's query, sent inside the HTML of /e/{slug} (the contract is in
// common/embedded-answer.ts): the page renders the event in its first paint: no request, no loading
// screen, and no second long render after the first paint on a slow phone (docs/decisions/039).
import { EMBEDDED_ANSWER_ID, type EmbeddedAnswer } from '../../../../common/embedded-answer';

/**
 * The answer the server embedded for `slug`, taken once (the element is removed, so a later visit
 * of another event in this tab asks the server); null when there is none or it is for another slug.
 */
export function takeEmbeddedAnswer<Data>(slug: string): Data | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(EMBEDDED_ANSWER_ID);
  if (!element) return null;
  element.remove();
  try {
    const answer = JSON.parse(element.textContent ?? '') as Partial<EmbeddedAnswer<Data>>;
    return answer.slug === slug && answer.data ? answer.data : null;
  } catch {
    return null;
  }
}
