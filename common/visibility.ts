// An event's visibility: who may find its page. The rule is the server's (guest.service.ts `isListed`:
// PUBLIC, no PIN, switched on): sitemap.xml, robots.txt and the page's noindex follow it. The words that
// explain it are messages (app parts privacy and eventForm), which api/src/http/visibility-copy.test.ts
// checks against the sitemap.

export type VisibilityValue = 'LINK' | 'PUBLIC';

/** The two visibilities; hosts' pages word them in their reader's language (web/src/eventChoices.ts). */
export const VISIBILITIES: readonly VisibilityValue[] = ['LINK', 'PUBLIC'];
