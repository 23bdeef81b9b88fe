// The Help Center's questions (SPEC §2: categories getting-started, photos, rsvp, settings), each as
// the product behaves. The words are catalog messages (app part `faq`); the limits they name come from
// common/ (FAQ_VALUES), so the answers follow the settings.

import { MAX_ALBUMS_PER_EVENT } from '../../../common/albums';
import {
  DEFAULT_MAX_VIDEO_BYTES,
  DEFAULT_MAX_VIDEO_SECONDS,
  DEFAULT_SLIDESHOW_VIDEO_SECONDS,
  GB,
  MAX_FILES_PER_REQUEST,
  MAX_IMAGE_BYTES,
  MB,
} from '../../../common/upload-limits';
import type { MessageId, MessageValues } from '../i18n/i18n';

export const FAQ_CATEGORIES = ['getting-started', 'photos', 'rsvp', 'settings'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export const FAQ_CATEGORY_LABELS: Record<FaqCategory | 'all', MessageId> = {
  all: 'help.categoryAll',
  'getting-started': 'help.categoryGettingStarted',
  photos: 'help.categoryPhotos',
  rsvp: 'help.categoryRsvp',
  settings: 'help.categorySettings',
};

/** A question as the help center lists it, its words resolved (faqTexts). */
export interface Faq {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
}

/** A question's messages. */
export interface FaqEntry {
  id: string;
  category: FaqCategory;
  question: MessageId;
  answer: MessageId;
}

/** The figures the answers name. */
export const FAQ_VALUES: MessageValues = {
  maxImageMb: MAX_IMAGE_BYTES / MB,
  maxFiles: MAX_FILES_PER_REQUEST,
  maxVideoMinutes: DEFAULT_MAX_VIDEO_SECONDS / 60,
  maxVideoGb: DEFAULT_MAX_VIDEO_BYTES / GB,
  maxAlbums: MAX_ALBUMS_PER_EVENT,
  slideshowSeconds: DEFAULT_SLIDESHOW_VIDEO_SECONDS,
};

export const FAQS: FaqEntry[] = [
  { id: 'create-event', category: 'getting-started', question: 'faq.createEventQ', answer: 'faq.createEventA' },
  { id: 'guests-account', category: 'getting-started', question: 'faq.guestsAccountQ', answer: 'faq.guestsAccountA' },
  { id: 'share-link', category: 'getting-started', question: 'faq.shareLinkQ', answer: 'faq.shareLinkA' },
  { id: 'photo-formats', category: 'photos', question: 'faq.photoFormatsQ', answer: 'faq.photoFormatsA' },
  { id: 'video-formats', category: 'photos', question: 'faq.videoFormatsQ', answer: 'faq.videoFormatsA' },
  { id: 'gallery-modes', category: 'settings', question: 'faq.galleryModesQ', answer: 'faq.galleryModesA' },
  { id: 'albums', category: 'photos', question: 'faq.albumsQ', answer: 'faq.albumsA' },
  { id: 'moderation', category: 'photos', question: 'faq.moderationQ', answer: 'faq.moderationA' },
  { id: 'download-zip', category: 'photos', question: 'faq.downloadZipQ', answer: 'faq.downloadZipA' },
  { id: 'photo-location', category: 'photos', question: 'faq.photoLocationQ', answer: 'faq.photoLocationA' },
  { id: 'slideshow', category: 'photos', question: 'faq.slideshowQ', answer: 'faq.slideshowA' },
  { id: 'rsvp-change', category: 'rsvp', question: 'faq.rsvpChangeQ', answer: 'faq.rsvpChangeA' },
  { id: 'rsvp-export', category: 'rsvp', question: 'faq.rsvpExportQ', answer: 'faq.rsvpExportA' },
  { id: 'pin', category: 'settings', question: 'faq.pinQ', answer: 'faq.pinA' },
  { id: 'change-link', category: 'settings', question: 'faq.changeLinkQ', answer: 'faq.changeLinkA' },
  { id: 'deactivate-delete', category: 'settings', question: 'faq.deactivateDeleteQ', answer: 'faq.deactivateDeleteA' },
  { id: 'co-hosts', category: 'settings', question: 'faq.coHostsQ', answer: 'faq.coHostsA' },
  { id: 'guest-photo-email', category: 'photos', question: 'faq.guestPhotoEmailQ', answer: 'faq.guestPhotoEmailA' },
  { id: 'guestbook', category: 'photos', question: 'faq.guestbookQ', answer: 'faq.guestbookA' },
  { id: 'hearts', category: 'photos', question: 'faq.heartsQ', answer: 'faq.heartsA' },
  {
    id: 'forgot-password',
    category: 'getting-started',
    question: 'faq.forgotPasswordQ',
    answer: 'faq.forgotPasswordA',
  },
  { id: 'account-data', category: 'settings', question: 'faq.accountDataQ', answer: 'faq.accountDataA' },
];

/** The questions in the active language, for the page and its search. */
export function faqTexts(t: (id: MessageId, values?: MessageValues) => string): Faq[] {
  return FAQS.map((faq) => ({ ...faq, question: t(faq.question, FAQ_VALUES), answer: t(faq.answer, FAQ_VALUES) }));
}
