// An event's visibility and gallery mode in the reader's words, for every host page that names them (the
// event form, the overview). The values are the server's (common/visibility.ts, common/gallery-modes.ts);
// what search engines do with them is checked against the sitemap (api/src/http/visibility-copy.test.ts).
import type { GalleryModeValue } from '../../common/gallery-modes';
import type { VisibilityValue } from '../../common/visibility';
import type { MessageId } from './i18n/i18n';

interface Choice<Value extends string> {
  value: Value;
  label: MessageId;
  explanation: MessageId;
}

export const VISIBILITY_CHOICES: readonly Choice<VisibilityValue>[] = [
  { value: 'LINK', label: 'eventForm.visibilityLink', explanation: 'eventForm.visibilityLinkExplanation' },
  { value: 'PUBLIC', label: 'eventForm.visibilityPublic', explanation: 'eventForm.visibilityPublicExplanation' },
];

export const GALLERY_MODE_CHOICES: readonly Choice<GalleryModeValue>[] = [
  { value: 'SHARED', label: 'eventForm.modeShared', explanation: 'eventForm.modeSharedExplanation' },
  { value: 'OWN', label: 'eventForm.modeOwn', explanation: 'eventForm.modeOwnExplanation' },
  { value: 'UPLOAD_ONLY', label: 'eventForm.modeDropBox', explanation: 'eventForm.modeDropBoxExplanation' },
];

/** The choice of a value the server sent (an unknown one reads as the default, the first). */
export function visibilityChoice(value: string | null | undefined): Choice<VisibilityValue> {
  return VISIBILITY_CHOICES.find((choice) => choice.value === value) ?? VISIBILITY_CHOICES[0]!;
}

export function galleryModeChoice(value: string | null | undefined): Choice<GalleryModeValue> {
  return GALLERY_MODE_CHOICES.find((choice) => choice.value === value) ?? GALLERY_MODE_CHOICES[0]!;
}
