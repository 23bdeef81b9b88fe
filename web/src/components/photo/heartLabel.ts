import { translate } from '../../i18n/i18n';

/**
 * A heart button's accessible name (issue 33): what it does and how many hearts the photo has. The count
 * stands as a word of its own ("Love this photo, 3 hearts"), as shown beside the heart: speech input
 * users say what they see.
 */
export function heartLabel(count: number): string {
  if (count === 0) return translate('ui.love');
  return translate('ui.loveCount', { count });
}
