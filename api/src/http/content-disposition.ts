/**
 * `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266), or `inline; …`: an ASCII fallback for old
 * clients (accents folded, quotes and separators replaced), the exact UTF-8 name for the rest. The one
 * place a file name goes into this header, so escaping cannot differ between downloads.
 */
export function contentDisposition(filename: string, kind: 'attachment' | 'inline' = 'attachment'): string {
  const ascii =
    filename
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ı/g, 'i')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\%;]/g, '_')
      .trim() || 'download';
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
