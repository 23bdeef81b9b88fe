// The share texts of SPEC §2, as the dashboard's share menu uses them (pages/dashboard/ShareMenu.tsx).

/** SPEC §9: the public link is {origin}/e/{slug}. */
export function eventUrl(slug: string): string {
  return `${window.location.origin}/e/${encodeURIComponent(slug)}`;
}

export function shareText(title: string): string {
  return `Join us for ${title}!`;
}

export function shareTargets(title: string, url: string) {
  const text = `${shareText(title)} ${url}`;
  return [
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(text)}` },
    { name: 'Twitter', href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}` },
    // Facebook takes only the link; the post text is the guest's own.
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
  ] as const;
}
