// The six features of /features (SPEC §2), each as the product actually does it.
import { SEARCH_ENGINE_RULE } from '../../../common/visibility';
import {
  acceptedFormats,
  DEFAULT_SLIDESHOW_VIDEO_SECONDS,
  MAX_IMAGE_SIZE,
  videoUploadHint,
} from '../../../common/upload-limits';

export interface Feature {
  title: string;
  summary: string;
  details: string[];
}

export const FEATURES: Feature[] = [
  {
    title: 'A live gallery on every phone',
    summary: 'Photos you approve appear on guests’ open pages within a second, without anyone reloading.',
    details: [
      `Guests upload ${acceptedFormats('or')} photos up to ${MAX_IMAGE_SIZE} straight from the phone browser, and ${videoUploadHint()}`,
      'Open gallery pages receive new photos over a live connection; a photo you take down disappears the same way.',
      'Guests see a resized copy with the location and camera data removed; the original stays with you.',
    ],
  },
  {
    title: 'A slideshow for the venue screen',
    summary: 'Open /e/your-link/live on the projector and the room watches the day unfold.',
    details: [
      `It cycles through the approved photos, plays videos muted for up to ${DEFAULT_SLIDESHOW_VIDEO_SECONDS} seconds, and shows new approvals within seconds.`,
      'A QR code in the corner invites everyone in the room to add theirs.',
      'Arrow keys step through photos, Space pauses, F goes full screen.',
    ],
  },
  {
    title: 'Private by PIN',
    summary: 'Add a 4 to 8 digit PIN and only people who know it can open the page, the photos or the RSVP form.',
    details: [
      'The PIN is checked on the server for every page, photo, upload and live connection.',
      'Wrong guesses are limited per event and device: after 10 in 15 minutes, that device must wait.',
      SEARCH_ENGINE_RULE,
    ],
  },
  {
    title: 'QR table cards',
    summary: 'Print a card for each table so guests scan their way to your page.',
    details: [
      'Download the QR code as a PNG, or print the ready-made A5 card with your names and date.',
      'The code is made with high error correction, so a crease or a wine stain does not stop it working.',
      'Your event link never changes after you create it, so printed cards keep working.',
    ],
  },
  {
    title: 'You decide what guests see',
    summary: 'New photos wait for your approval; approve or reject one at a time or in bulk.',
    details: [
      'Your uploads tab updates live while guests are uploading.',
      'Turn on auto-approve if you would rather review afterwards.',
      'Add co-hosts (a sibling, your planner) who can moderate and read RSVPs with you.',
      'Keep the gallery shared, show each guest only their own photos, collect into a drop box, or hide everything until a reveal time.',
      'Sort photos into albums (Ceremony, Reception…) that guests pick as they upload, and star favourites for a Highlights tab.',
    ],
  },
  {
    title: 'Take everything home',
    summary: 'Download every approved original, photos and videos, in one ZIP, and every RSVP as a spreadsheet.',
    details: [
      'The ZIP streams straight to your computer, however many gigabytes the day produced, with a folder per album (or one album alone).',
      'Originals keep their full resolution; duplicates uploaded twice are stored once.',
      'The RSVP export opens in Excel, Numbers or Google Sheets, accents and all.',
    ],
  },
];
