// The slideshow's table moment (decision 046) in words: the table whose guests shared the most photos.

import { translate, type MessageId, type MessageValues } from '../../../i18n/i18n';

export interface TableStanding {
  readonly name: string;
  readonly photoCount: number;
}

/**
 * 'Table 7 leads with 23 photos'; on a tie 'Table 7 and The Oaks share the lead with 5 photos each', or
 * '3 tables share the lead…' for more. Null before any table has a photo.
 */
export function tableLeaderText(
  leaders: readonly TableStanding[],
  t: (id: MessageId, values?: MessageValues) => string = translate,
): string | null {
  const [first, second] = leaders;
  if (!first) return null;
  const count = first.photoCount;
  if (!second) return t('slideshow.leads', { name: first.name, count });
  if (leaders.length === 2) return t('slideshow.tiePair', { first: first.name, second: second.name, count });
  return t('slideshow.tieMany', { tables: leaders.length, count });
}
