// The first answer of the guest page's query, sent inside the HTML of /e/{slug}: the server runs the
// page's own query as the guest's request would (api/src/http/event-page-answer.ts), so the page
// renders the event in its first paint: no request, no loading screen, and no second long render
// after the first paint on a slow phone (docs/decisions/039). Shared by the server and the page, so
// it imports nothing.

/** The id of the `<script type="application/json">` element that carries the answer. */
export const EMBEDDED_ANSWER_ID = 'event-page-answer';

/** What the element holds: the `data` of the page's query for this (normalized) slug, without a PIN. */
export type EmbeddedAnswer<Data> = { slug: string; data: Data };

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
