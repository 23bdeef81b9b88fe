// The slideshow's table moment (decision 046) in words: the table whose guests shared the most photos.

export interface TableStanding {
  readonly name: string;
  readonly photoCount: number;
}

function photos(count: number, each: boolean): string {
  return `${count} ${count === 1 ? 'photo' : 'photos'}${each ? ' each' : ''}`;
}

/**
 * 'Table 7 leads with 23 photos'; on a tie 'Table 7 and The Oaks share the lead with 5 photos each', or
 * '3 tables share the lead…' for more. Null before any table has a photo.
 */
export function tableLeaderText(leaders: readonly TableStanding[]): string | null {
  const [first, second] = leaders;
  if (!first) return null;
  if (!second) return `${first.name} leads with ${photos(first.photoCount, false)}`;
  const who = leaders.length === 2 ? `${first.name} and ${second.name}` : `${leaders.length} tables`;
  return `${who} share the lead with ${photos(first.photoCount, true)}`;
}
