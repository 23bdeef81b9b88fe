// Guests' hearts on gallery photos (issue 33): what a heart shows when three sources know its count —
// the page the photo came with, the live feed's batched counts, and this browser's own taps.

/** A heart as shown: the photo's count and whether this browser's heart is on it. */
export type Heart = { count: number; reacted: boolean };

/** A count from the live feed, stamped with when it arrived. */
export type LiveCount = { count: number; stamp: number };

/** This browser's tap (optimistic, then the server's answer), stamped with when it was known. */
export type OwnHeart = Heart & { stamp: number };

let clock = 0;

/** A stamp later than every one before: the newer of a live count and a tap wins. */
export function heartStamp(): number {
  clock += 1;
  return clock;
}

/**
 * The heart to show. The count is the newest known (a live count after a tap is another guest's heart
 * counted with it); whether it is on is this browser's own business, so only its taps change it.
 */
export function heartOf(loaded: Heart, live: LiveCount | undefined, own: OwnHeart | undefined): Heart {
  const reacted = own ? own.reacted : loaded.reacted;
  if (live && (!own || live.stamp > own.stamp)) return { count: live.count, reacted };
  return own ? { count: own.count, reacted } : { count: loaded.count, reacted };
}

/** The heart after a tap, before the server answers. */
export function tapped(heart: Heart): Heart {
  return { reacted: !heart.reacted, count: Math.max(0, heart.count + (heart.reacted ? -1 : 1)) };
}
