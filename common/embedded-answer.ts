// The contract of the guest page's first answer, sent inside the HTML of /e/{slug}: the server runs the
// page's own query as the guest's request would (api/src/http/event-page-answer.ts) and the page takes
// it before its first paint (web/src/pages/guest/embeddedAnswer.ts; docs/decisions/039). Both sides
// import it, so it imports nothing.

/** The id of the `<script type="application/json">` element that carries the answer. */
export const EMBEDDED_ANSWER_ID = 'event-page-answer';

/** What the element holds: the `data` of the page's query for this (normalized) slug, without a PIN. */
export type EmbeddedAnswer<Data> = { slug: string; data: Data };
