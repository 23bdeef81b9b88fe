// The guest namespace's messages, by id: the type of every English part (decision 058). A new part
// (<part>.<locale>.json in this folder) is added here too; common/i18n/catalogs.test.ts checks.
import type page from './page.en.json';
import type format from './format.en.json';
import type ui from './ui.en.json';
import type pin from './pin.en.json';
import type event from './event.en.json';
import type rsvp from './rsvp.en.json';
import type guestbook from './guestbook.en.json';
import type upload from './upload.en.json';
import type gallery from './gallery.en.json';
import type hearts from './hearts.en.json';
import type slideshow from './slideshow.en.json';
import type limits from './limits.en.json';
import type modes from './modes.en.json';
import type eventRules from './eventRules.en.json';

export type GuestMessages = typeof page &
  typeof format &
  typeof ui &
  typeof pin &
  typeof event &
  typeof rsvp &
  typeof guestbook &
  typeof upload &
  typeof gallery &
  typeof hearts &
  typeof slideshow &
  typeof limits &
  typeof modes &
  typeof eventRules;
