// What an event's gallery mode means for its guests, in the words every page uses: the event form, the
// event overview, the guest page, and the pages that explain privacy; and the rule of how much a guest sees
// at an instant (galleryAccessAt, decision 052), which the server enforces on every guest path (api
// access/guest-visibility.ts) and the screen uses between the server's messages.

export type GalleryModeValue = 'SHARED' | 'OWN' | 'UPLOAD_ONLY';

/** How much of the gallery a guest sees at an instant (the server's GalleryAccess). */
export type GalleryAccessValue = 'ALL' | 'OWN' | 'NONE';

export const GALLERY_MODE_OPTIONS: readonly { value: GalleryModeValue; label: string; explanation: string }[] = [
  {
    value: 'SHARED',
    label: 'Everyone sees all photos',
    explanation: 'Guests see every photo you approve; with a reveal time, only from that time.',
  },
  {
    value: 'OWN',
    label: 'Each guest sees their own',
    explanation: 'Guests see only the photos they shared themselves; you see everything.',
  },
  {
    value: 'UPLOAD_ONLY',
    label: 'Drop box',
    explanation: 'Guests see no gallery, only the photos they sent; you see everything.',
  },
];

export function galleryModeOption(value: string | null | undefined) {
  return GALLERY_MODE_OPTIONS.find((option) => option.value === value) ?? GALLERY_MODE_OPTIONS[0]!;
}

/** The reveal time's hint in the form. */
export const REVEAL_HINT =
  'Until then guests see how many photos have arrived and their own; at the time the gallery opens on every open page.';

/** What the guest page says above a guest's own photos in OWN. */
export const OWN_GALLERY_NOTE = 'Your photos only: the hosts keep the gallery private.';

/** A reveal time as the server's rows (Date) or answers (ISO text) hold it. */
type RevealTime = Date | string | null | undefined;

/**
 * How much of the gallery a guest sees at `now`: ALL (shared, revealed or without a reveal), OWN (only
 * what their browser sent) or NONE (a drop box, or a shared gallery before its reveal). revealAt means
 * something only with SHARED (the forms and the API keep it null otherwise).
 */
export function galleryAccessAt(mode: string | null | undefined, revealAt: RevealTime, now: Date): GalleryAccessValue {
  if (mode === 'OWN') return 'OWN';
  if (mode === 'UPLOAD_ONLY') return 'NONE';
  return revealPending(mode ?? 'SHARED', revealAt, now) ? 'NONE' : 'ALL';
}

/** A reveal still to come: SHARED with a revealAt after `now`. */
export function revealPending(mode: string | null | undefined, revealAt: RevealTime, now: Date): boolean {
  return mode === 'SHARED' && !!revealAt && new Date(revealAt).getTime() > now.getTime();
}

/** The upload card's invitation on the guest page: it must not promise a gallery guests will not see. */
export function uploadInvitation(mode: string | null | undefined): string {
  if (mode === 'OWN') return 'Send them to the hosts; you see your own here once they approve them.';
  if (mode === 'UPLOAD_ONLY') return "Send them to the hosts; only they see everyone's photos.";
  return 'Add them to the gallery for everyone to enjoy.';
}

/**
 * Why the venue slideshow (a guest page: it shows what any guest sees) has nothing to play, in plain words;
 * null when the mode lets it show the gallery (shared, or a reveal still to come: that has its countdown).
 */
export function slideshowClosedReason(access: string | null | undefined): string | null {
  if (access === 'OWN') return "This event's photos are private to each guest, so the slideshow has nothing to show.";
  if (access === 'NONE') return "This event's photos go to the hosts only, so the slideshow has nothing to show.";
  return null;
}
