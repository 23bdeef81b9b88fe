/** SPEC §9: the public link is {origin}/e/{slug}. */
export function eventUrl(slug: string): string {
  return `${window.location.origin}/e/${encodeURIComponent(slug)}`;
}
