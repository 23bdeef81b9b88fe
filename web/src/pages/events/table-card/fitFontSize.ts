// Shrinking a text to fit (issue 36, item 7): the pure part, so it is tested without a browser.

/** The smallest size a card's text is set in, in px: small on a phone, still readable on paper. */
export const MIN_FIT_FONT_PX = 12;
/** Each step smaller, in px. */
const STEP_PX = 2;

/** The sizes to try, largest first: `natural` (what the styles give), then smaller by steps down to the minimum. */
export function fitSizes(natural: number, min = MIN_FIT_FONT_PX): number[] {
  const sizes = [natural];
  for (let size = Math.floor(natural) - STEP_PX; size >= min; size -= STEP_PX) sizes.push(size);
  if (sizes.at(-1)! > min && natural > min) sizes.push(min);
  return sizes;
}

/** The first (largest) size at which `fits` holds; the smallest of all when none does (nothing is cut off). */
export function largestFitting(sizes: readonly number[], fits: (size: number) => boolean): number {
  for (const size of sizes) if (fits(size)) return size;
  return sizes.at(-1)!;
}

/** Lines a block of `height` px takes at `lineHeight` px each (half a line of rounding either way). */
export function linesOf(height: number, lineHeight: number): number {
  return lineHeight > 0 ? Math.round(height / lineHeight) : 1;
}
