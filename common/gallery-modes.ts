// What an event's gallery mode means for its guests (the guest page's words about it come from the guest
// catalog part modes; hosts' pages word the choices in web/src/eventChoices.ts); and the rule of how much a guest sees
// at an instant (galleryAccessAt, decision 052), which the server enforces on every guest path (api
// access/guest-visibility.ts) and the screen uses between the server's messages.

import type { Words } from './i18n/words.ts';

export type GalleryModeValue = 'SHARED' | 'OWN' | 'UPLOAD_ONLY';

/** The guest page's words about the modes (common/i18n/messages/guest/modes.<locale>.json). */
type ModeMessageId =
  | 'modes.inviteShared'
  | 'modes.inviteOwn'
  | 'modes.inviteDropBox'
  | 'modes.slideshowPrivate'
  | 'modes.slideshowHostsOnly';

/** How much of the gallery a guest sees at an instant (the server's GalleryAccess). */
export type GalleryAccessValue = 'ALL' | 'OWN' | 'NONE';

/** The three modes; each page words them in its reader's language (web/src/eventChoices.ts). */
export const GALLERY_MODES: readonly GalleryModeValue[] = ['SHARED', 'OWN', 'UPLOAD_ONLY'];

/** What the guest page says above a guest's own photos in OWN (guest catalog part modes). */
export const OWN_GALLERY_NOTE: Words<'modes.ownGalleryNote'> = { id: 'modes.ownGalleryNote' };

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
export function uploadInvitation(mode: string | null | undefined): Words<ModeMessageId> {
  if (mode === 'OWN') return { id: 'modes.inviteOwn' };
  if (mode === 'UPLOAD_ONLY') return { id: 'modes.inviteDropBox' };
  return { id: 'modes.inviteShared' };
}

/**
 * Why the venue slideshow (a guest page: it shows what any guest sees) has nothing to play, in plain words;
 * null when the mode lets it show the gallery (shared, or a reveal still to come: that has its countdown).
 */
export function slideshowClosedReason(access: string | null | undefined): Words<ModeMessageId> | null {
  if (access === 'OWN') return { id: 'modes.slideshowPrivate' };
  if (access === 'NONE') return { id: 'modes.slideshowHostsOnly' };
  return null;
}
