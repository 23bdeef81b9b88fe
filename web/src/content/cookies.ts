// Every cookie and browser storage entry the product sets (see api/src/http/request-context.ts,
// api/src/modules/guest/guest-key.ts, web/src/pages/guest/guestStorage.ts and web/src/i18n/i18n.ts).
// Essential only: there are no analytics or advertising cookies. The words are catalog messages (app
// part `legal`); the names are what the browser shows, their varying part ({event link}) and the HTTPS
// note in the reader's language.
import { LANGUAGE_COOKIE } from '../../../common/i18n/locales';
import type { MessageId } from '../i18n/i18n';

export interface StoredItem {
  /** The name as the browser shows it, up to its varying part. */
  name: string;
  /** What the end of the name stands for: `rsvp_{event link}`. */
  variable?: MessageId;
  /** The name over HTTPS, when it differs: a `__Host-` cookie only this host can set. */
  secureName?: string;
  kind: MessageId;
  purpose: MessageId;
  duration: MessageId;
  who: MessageId;
}

export const STORED_ITEMS: StoredItem[] = [
  {
    name: 'session',
    secureName: '__Host-session',
    kind: 'legal.kindCookie',
    purpose: 'legal.sessionPurpose',
    duration: 'legal.sessionDuration',
    who: 'legal.sessionWho',
  },
  {
    name: 'guest_',
    variable: 'legal.nameEventNumber',
    secureName: '__Host-guest_…',
    kind: 'legal.kindCookie',
    purpose: 'legal.guestPurpose',
    duration: 'legal.guestDuration',
    who: 'legal.guestWho',
  },
  {
    name: 'rsvp_',
    variable: 'legal.nameEventLink',
    kind: 'legal.kindCookie',
    purpose: 'legal.rsvpPurpose',
    duration: 'legal.rsvpDuration',
    who: 'legal.rsvpWho',
  },
  {
    name: LANGUAGE_COOKIE,
    kind: 'legal.kindCookie',
    purpose: 'legal.languagePurpose',
    duration: 'legal.languageDuration',
    who: 'legal.languageWho',
  },
  {
    name: 'event-pin:',
    variable: 'legal.nameEventLink',
    kind: 'legal.kindSession',
    purpose: 'legal.pinPurpose',
    duration: 'legal.pinDuration',
    who: 'legal.pinWho',
  },
  {
    name: 'guest-uploader-name',
    kind: 'legal.kindLocal',
    purpose: 'legal.uploaderPurpose',
    duration: 'legal.uploaderDuration',
    who: 'legal.uploaderWho',
  },
];
