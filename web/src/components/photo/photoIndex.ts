/**
 * The photo after `index` in direction `step`, wrapping around at both ends. At the end of what is
 * loaded while more exists, there is no next one yet (null): the viewer loads more first.
 */
export function wrapIndex(index: number, step: -1 | 1, loaded: number, hasMore: boolean): number | null {
  if (loaded === 0) return null;
  const next = index + step;
  if (next < 0) return loaded - 1;
  if (next >= loaded) return hasMore ? null : 0;
  return next;
}

/** The photo after `index` in direction `step`, stopping at both ends (null: there is none). */
export function stepIndex(index: number, step: -1 | 1, loaded: number): number | null {
  const next = index + step;
  return next >= 0 && next < loaded ? next : null;
}
