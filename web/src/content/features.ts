// The six features of /features (SPEC §2), each as the product actually does it. The words are catalog
// messages (app part `features`); the limits they name come from common/upload-limits.ts.
import {
  DEFAULT_MAX_VIDEO_BYTES,
  DEFAULT_MAX_VIDEO_SECONDS,
  DEFAULT_SLIDESHOW_VIDEO_SECONDS,
  GB,
  MAX_IMAGE_BYTES,
  MB,
} from '../../../common/upload-limits';
import type { MessageId, MessageValues } from '../i18n/i18n';

export interface Feature {
  title: MessageId;
  summary: MessageId;
  details: MessageId[];
}

/** The figures the features' messages name. */
export const FEATURE_VALUES: MessageValues = {
  maxImageMb: MAX_IMAGE_BYTES / MB,
  maxVideoMinutes: DEFAULT_MAX_VIDEO_SECONDS / 60,
  maxVideoGb: DEFAULT_MAX_VIDEO_BYTES / GB,
  slideshowSeconds: DEFAULT_SLIDESHOW_VIDEO_SECONDS,
};

export const FEATURES: Feature[] = [
  {
    title: 'features.liveTitle',
    summary: 'features.liveSummary',
    details: ['features.liveUpload', 'features.liveConnection', 'features.liveCopies'],
  },
  {
    title: 'features.slideshowTitle',
    summary: 'features.slideshowSummary',
    details: ['features.slideshowCycle', 'features.slideshowQr', 'features.slideshowKeys'],
  },
  {
    title: 'features.pinTitle',
    summary: 'features.pinSummary',
    details: ['features.pinServer', 'features.pinGuesses', 'privacy.searchEngineRule'],
  },
  {
    title: 'features.cardsTitle',
    summary: 'features.cardsSummary',
    details: ['features.cardsDownload', 'features.cardsCorrection', 'features.cardsLink'],
  },
  {
    title: 'features.moderationTitle',
    summary: 'features.moderationSummary',
    details: [
      'features.moderationLive',
      'features.moderationAuto',
      'features.moderationCohosts',
      'features.moderationVisibility',
      'features.moderationAlbums',
    ],
  },
  {
    title: 'features.downloadTitle',
    summary: 'features.downloadSummary',
    details: ['features.downloadZip', 'features.downloadOriginals', 'features.downloadRsvps'],
  },
];
