// What an event's visibility means for search engines, in the words every page uses: the event form,
// the event overview, /features and /security. The rule itself is the server's (guest.service.ts
// `isListed`: PUBLIC, no PIN, switched on): sitemap.xml, robots.txt and the page's noindex follow it,
// and api/src/http/visibility-copy.test.ts checks these words against the sitemap.

export type VisibilityValue = 'LINK' | 'PUBLIC';

export const VISIBILITY_OPTIONS: readonly { value: VisibilityValue; label: string; explanation: string }[] = [
  {
    value: 'LINK',
    label: 'Private (link only)',
    explanation: 'Only people with the link can open the event; search engines are asked not to list it.',
  },
  {
    value: 'PUBLIC',
    label: 'Public',
    explanation: 'Search engines may list and find the event page (never while a PIN is required).',
  },
];

export function visibilityOption(value: string | null | undefined) {
  return VISIBILITY_OPTIONS.find((option) => option.value === value) ?? VISIBILITY_OPTIONS[0]!;
}

/** The whole rule in one sentence, for the pages that explain privacy. */
export const SEARCH_ENGINE_RULE =
  'Search engines may list an event page only when its host makes it Public and it needs no PIN; ' +
  'private (link only), PIN-protected and switched-off events are never listed or indexed.';
