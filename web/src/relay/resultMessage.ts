/** The message of a mutation's `Error` member, or the screen's own fallback (SPEC §8). */
export function messageOf(result: { message?: string | null | undefined }, fallback: string): string {
  return result.message || fallback;
}
