/** A piece of an email's text: words as they are, or an address to open. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

// An http(s) address runs to the next space or angle bracket; a full stop, comma or closing bracket
// right after it ends the sentence, not the address ("…at https://example.com/reset.").
const ADDRESS = /https?:\/\/[^\s<>"]+/g;
const TRAILING = /[.,;:!?)\]']+$/;

/**
 * An email's plain text cut into words and links, so the admin can open a reset link from the outbox
 * (without a mail server, that is how it reaches anyone). Only http and https become links.
 */
export function textWithLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const href = match[0].replace(TRAILING, '');
    if (match.index > from) parts.push({ kind: 'text', text: text.slice(from, match.index) });
    parts.push({ kind: 'link', href });
    from = match.index + href.length;
  }
  if (from < text.length) parts.push({ kind: 'text', text: text.slice(from) });
  return parts;
}
