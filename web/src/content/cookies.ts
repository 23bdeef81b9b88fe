// Every cookie and browser storage entry the product sets (see api/src/http/request-context.ts,
// api/src/modules/guest/guest-key.ts and web/src/pages/guest/guestStorage.ts). Essential only:
// there are no preference, analytics or advertising cookies.

export interface StoredItem {
  name: string;
  kind: 'Cookie' | 'Session storage' | 'Local storage';
  purpose: string;
  duration: string;
  who: string;
}

export const STORED_ITEMS: StoredItem[] = [
  {
    name: 'session (__Host-session over HTTPS)',
    kind: 'Cookie',
    purpose: 'Keeps you signed in. HttpOnly: page scripts cannot read it.',
    duration: '7 days, or until you sign out',
    who: 'Hosts and admins',
  },
  {
    name: 'guest_{event number} (__Host-guest_… over HTTPS)',
    kind: 'Cookie',
    purpose:
      'A random key, signed by us for the event, that lets the same browser change its RSVP instead of sending a second one, and see or delete the photos it sent. HttpOnly; we store only a hash of it.',
    duration: '1 year from your last RSVP or photo',
    who: 'Guests who RSVP or upload photos',
  },
  {
    name: 'rsvp_{event link}',
    kind: 'Cookie',
    purpose: 'Remembers that this browser answered, so the page shows “RSVP Submitted!”.',
    duration: '30 days',
    who: 'Guests who RSVP',
  },
  {
    name: 'event-pin:{event link}',
    kind: 'Session storage',
    purpose: 'The PIN you typed, so you are not asked again on every page of the event.',
    duration: 'Until you close the tab',
    who: 'Guests of PIN-protected events',
  },
  {
    name: 'guest-uploader-name',
    kind: 'Local storage',
    purpose: 'The name you gave with your photos, filled in next time.',
    duration: 'Until you clear it (leave the name empty)',
    who: 'Guests who upload',
  },
];
