// What a guest's browser remembers between visits. Storage can be unavailable (private mode,
// blocked cookies): every read falls back to "nothing remembered" and every write may silently fail.

// The PIN itself is never kept here: once entered, the server gives this browser a device pass (an
// HttpOnly cookie, decision 043) that opens the event in every tab and on every visit.
const UPLOADER_NAME_KEY = 'guest-uploader-name';

/** SPEC §4, §9: a submitted RSVP is marked by the cookie `rsvp_{slug}=1` for 30 days. */
const RSVP_COOKIE_DAYS = 30;
const rsvpCookieName = (slug: string) => `rsvp_${encodeURIComponent(slug)}`;

export function hasRsvpCookie(slug: string): boolean {
  const name = rsvpCookieName(slug);
  return document.cookie.split(';').some((part) => part.trim() === `${name}=1`);
}

export function setRsvpCookie(slug: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${rsvpCookieName(slug)}=1; Max-Age=${RSVP_COOKIE_DAYS * 24 * 60 * 60}; Path=/; SameSite=Lax${secure}`;
}

/** The optional name a guest gives with uploads, kept for the next time (any event). */
export function readUploaderName(): string {
  try {
    return window.localStorage.getItem(UPLOADER_NAME_KEY) ?? '';
  } catch {
    return '';
  }
}

export function storeUploaderName(name: string): void {
  try {
    if (name) window.localStorage.setItem(UPLOADER_NAME_KEY, name);
    else window.localStorage.removeItem(UPLOADER_NAME_KEY);
  } catch {
    // Not remembered: the guest types it again next time.
  }
}

// Per event: album ids are the event's own.
const albumKey = (slug: string) => `guest-upload-album:${slug.toLowerCase()}`;

/** The album (GuestAlbum.databaseId) this browser last sent photos to for the event; null for none. */
export function readLastAlbum(slug: string): number | null {
  try {
    const id = Number(window.localStorage.getItem(albumKey(slug)) ?? '');
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** Kept for the next upload to preselect (null: "No album", nothing to keep). */
export function storeLastAlbum(slug: string, albumId: number | null): void {
  try {
    if (albumId === null) window.localStorage.removeItem(albumKey(slug));
    else window.localStorage.setItem(albumKey(slug), String(albumId));
  } catch {
    // Not remembered: the picker starts from its default next time.
  }
}
