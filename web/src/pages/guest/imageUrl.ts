/**
 * The address of one of the event's images as a guest may load it: files of a PIN-protected event
 * need the PIN too (the server checks it on every guest request). Only our own files get it, so the
 * PIN never travels to a cover hosted elsewhere.
 */
export function withPin(url: string, pin: string | null): string {
  if (!pin) return url;
  let parsed: URL;
  try {
    parsed = new URL(url, window.location.origin);
  } catch {
    return url;
  }
  if (parsed.origin !== window.location.origin) return url;
  parsed.searchParams.set('pin', pin);
  return url.startsWith('/') ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.toString();
}
