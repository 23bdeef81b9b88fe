// The Help Center's questions (SPEC §2: categories getting-started, photos, rsvp, settings), each as
// the product behaves.

import { MAX_ALBUMS_PER_EVENT } from '../../../common/albums';
import {
  DEFAULT_SLIDESHOW_VIDEO_SECONDS,
  MAX_FILES_PER_REQUEST,
  MAX_IMAGE_SIZE,
  videoUploadHint,
} from '../../../common/upload-limits';
import { GALLERY_MODE_OPTIONS } from '../../../common/gallery-modes';

export const FAQ_CATEGORIES = ['getting-started', 'photos', 'rsvp', 'settings'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export const FAQ_CATEGORY_LABELS: Record<FaqCategory | 'all', string> = {
  all: 'All',
  'getting-started': 'Getting started',
  photos: 'Photos',
  rsvp: 'RSVP',
  settings: 'Settings',
};

export interface Faq {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
}

export const FAQS: Faq[] = [
  {
    id: 'create-event',
    category: 'getting-started',
    question: 'How do I create my event page?',
    answer:
      'Sign up, then choose Create New Event. A title, a date and a link (the part after /e/) are enough; “Generate from title” makes a link for you. You can add the venue, a map pin, a cover photo and a PIN now or later.',
  },
  {
    id: 'guests-account',
    category: 'getting-started',
    question: 'Do my guests need an account or an app?',
    answer:
      'No. Guests open your link in the browser they already have, type the PIN if you set one, and can RSVP and upload straight away.',
  },
  {
    id: 'share-link',
    category: 'getting-started',
    question: 'How do I share the page with guests?',
    answer:
      'Share with guests, at the top of your event’s overview, opens your phone’s share sheet, or copies the link where there is none. The dashboard’s Share menu also sends it by WhatsApp or Facebook. For the venue, download the QR code or print the table card from the overview.',
  },
  {
    id: 'photo-formats',
    category: 'photos',
    question: 'Which photos can guests upload?',
    answer: `JPEG, PNG, HEIC (iPhone) and WebP photos up to ${MAX_IMAGE_SIZE} each, up to ${MAX_FILES_PER_REQUEST} at a time. The type is checked from the file itself, so a renamed file that is not a photo is refused.`,
  },
  {
    id: 'video-formats',
    category: 'photos',
    question: 'Can guests share videos?',
    answer: `Yes: ${videoUploadHint()} Long clips are sent in parts, so a dropped Wi-Fi connection picks up where it stopped. Guests see a copy that plays on every phone, without its location; you keep the original, and it goes into your ZIP. Videos wait for your approval like photos. If you would rather have photos only, turn off Allow videos in Settings.`,
  },
  {
    id: 'gallery-modes',
    category: 'settings',
    question: 'Can guests see only their own photos, or none until a moment we choose?',
    answer: `Yes: choose who sees the photos when you create the event or in Settings. ${GALLERY_MODE_OPTIONS.map((option) => `${option.label}: ${option.explanation}`).join(' ')} With a reveal time, guests see how many photos have arrived and a countdown; at the time the gallery opens on every open page and on the slideshow, and “Reveal now” on your overview opens it early. The server enforces the mode on every way a photo can reach a guest, its file address included.`,
  },
  {
    id: 'albums',
    category: 'photos',
    question: 'Can we sort the photos into albums like “Ceremony” and “Reception”?',
    answer: `Yes. In your Uploads tab, add up to ${MAX_ALBUMS_PER_EVENT} albums, rename them and put them in the order you like. Guests pick an album as they send their photos (or none; tick “Guests must choose an album” if every photo should go in one), and you can move photos between albums in bulk. Guests get a tab for each album above the gallery, plus a Highlights tab once you star your favourite photos. You can download one album as a ZIP, or everything with a folder per album, and play one album on the live slideshow. Deleting an album keeps its photos: they go back to “No album”.`,
  },
  {
    id: 'moderation',
    category: 'photos',
    question: 'Do guests see every photo that is uploaded?',
    answer:
      'Only the ones you approve. New photos wait as Pending in your Uploads tab; approve or reject them one by one or in bulk. If you would rather review later, turn on auto-approve in Settings.',
  },
  {
    id: 'download-zip',
    category: 'photos',
    question: 'How do I download all the photos?',
    answer:
      'In the Uploads tab, Download All Approved gives you one ZIP named after your event with every approved photo in its original quality. Single photos download from the photo viewer.',
  },
  {
    id: 'photo-location',
    category: 'photos',
    question: 'Can guests see where a photo or video was taken?',
    answer:
      'No. Guests see copies with location (GPS) and camera data removed, from videos as from photos. The original file, with its data, is only available to you and your co-hosts.',
  },
  {
    id: 'slideshow',
    category: 'photos',
    question: 'Can we show the photos on a screen at the venue?',
    answer: `Yes. Open “Open Live Slideshow” from your event’s overview (or /e/your-link/live) on the screen’s browser. It cycles through approved photos, plays videos muted for up to ${DEFAULT_SLIDESHOW_VIDEO_SECONDS} seconds each, adds new approvals within seconds and shows a QR code for guests.`,
  },
  {
    id: 'rsvp-change',
    category: 'rsvp',
    question: 'Can a guest change their RSVP?',
    answer:
      'Yes, from the same phone or browser for 30 days: the RSVP card shows their answer and lets them change it. A different device sends a new answer.',
  },
  {
    id: 'rsvp-export',
    category: 'rsvp',
    question: 'How do I see who is coming?',
    answer:
      'The RSVPs tab shows the totals (Coming, Not Coming, Maybe), the head count and every answer with its note. Export them as a CSV file that opens in any spreadsheet.',
  },
  {
    id: 'pin',
    category: 'settings',
    question: 'How does the PIN work?',
    answer:
      'Turn on Require PIN in Settings and choose 4 to 8 digits. Guests need it for the page, the photos, uploads and RSVPs. After 10 wrong tries in 15 minutes a device has to wait, so the PIN cannot be guessed.',
  },
  {
    id: 'change-link',
    category: 'settings',
    question: 'Can I change my event’s link?',
    answer:
      'No. The link is fixed once the event exists, so printed cards and shared messages never stop working. Everything else (title, date, venue, PIN) can change at any time.',
  },
  {
    id: 'deactivate-delete',
    category: 'settings',
    question: 'What is the difference between deactivating and deleting an event?',
    answer:
      'Deactivating closes the page to guests (they see “Event Temporarily Disabled”) but keeps everything; activate it again whenever you like. Deleting removes the event, its photos, its RSVPs and its guestbook for good.',
  },
  {
    id: 'co-hosts',
    category: 'settings',
    question: 'Can someone else help me manage the event?',
    answer:
      'Yes. Invite a co-host by their email address: they get a message with a link, and someone without an account can sign up from it and land on the invitation. They accept before they see anything. Co-hosts can edit settings, moderate photos and read RSVPs; only you can change the event’s status, delete it or manage hosts.',
  },
  {
    id: 'guest-photo-email',
    category: 'photos',
    question: 'Can guests be told when the photos are ready?',
    answer:
      'Yes. When they RSVP, guests can leave their email and tick “Email me when the photos are ready”. They get one message when you reveal the gallery, or the morning after the day if there is no reveal, and every message has a link to stop them.',
  },
  {
    id: 'guestbook',
    category: 'photos',
    question: 'Can guests leave a message for us?',
    answer:
      'Yes. Every event page has a guestbook: guests write a few words with their name, and the messages show on the page and between the photos on the venue slideshow. They follow your moderation setting, like photos, and you can approve, hide or delete them in the Guestbook tab and download them all as a spreadsheet. The photo ZIP includes them as guestbook.txt.',
  },
  {
    id: 'hearts',
    category: 'photos',
    question: 'Can guests like photos?',
    answer:
      'Guests tap the heart on a photo (once each; tap again to take it back), and everyone with the page open sees the count change. In the Uploads tab you can sort by Most loved and download the 50 most loved photos, and the slideshow can start with them.',
  },
  {
    id: 'forgot-password',
    category: 'getting-started',
    question: 'I forgot my password. How do I get back in?',
    answer:
      'Choose “Forgot password?” on the sign-in page and enter your address. We send a link that works once, for one hour; choose a new password there and you are signed in. Every other device you were signed in on is signed out.',
  },
  {
    id: 'account-data',
    category: 'settings',
    question: 'How do I get a copy of everything, or delete my account?',
    answer:
      'Both are in Account settings. “Download my data” prepares a ZIP of your events, RSVPs and original photos and emails you when it is ready (it can be downloaded for 7 days). Deleting your account asks for your password and happens 14 days later, so you can change your mind: until then your events stay online and “Keep my account” stops it.',
  },
];
