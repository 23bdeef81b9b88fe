/**
 * What a request's `Range` header asks of a stored file (RFC 9110 §14): the whole file, one part of it,
 * or nothing it holds. Video players ask for parts (`bytes=0-`, then wherever the viewer seeks to).
 */
export type RangeAnswer = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

const WHOLE: RangeAnswer = { kind: 'whole' };
const UNSATISFIABLE: RangeAnswer = { kind: 'unsatisfiable' };

/** Longer headers are nobody's player; they are ignored rather than parsed. */
const MAX_RANGE_HEADER_LENGTH = 200;

/**
 * The part of a file of `size` bytes that `header` names. One range, in any of its three forms:
 * `bytes=a-b` (b past the end is cut to the last byte), `bytes=a-` (to the end), `bytes=-n` (the last n
 * bytes, all of them when the file is shorter). Unsatisfiable when it starts past the end, or asks for the
 * last 0 bytes, or the file is empty. Everything else is ignored and the whole file sent, as RFC 9110 lets a
 * server do: no header, another unit, a malformed or backwards range (`bytes=5-3`), and several ranges
 * (`bytes=0-99,200-299`), which would need a multipart/byteranges answer no video player asks for.
 */
export function rangeOf(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined || header.length > MAX_RANGE_HEADER_LENGTH) return WHOLE;
  const unit = /^\s*bytes\s*=(.*)$/i.exec(header);
  if (!unit) return WHOLE;
  const specs = unit[1]!
    .split(',')
    .map((spec) => spec.trim())
    .filter((spec) => spec !== '');
  if (specs.length !== 1) return WHOLE;
  const spec = /^(\d*)-(\d*)$/.exec(specs[0]!);
  if (!spec || (spec[1] === '' && spec[2] === '')) return WHOLE;
  if (spec[1] === '') {
    const suffix = Number(spec[2]);
    if (suffix === 0 || size === 0) return UNSATISFIABLE;
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(spec[1]);
  const last = spec[2] === '' ? Infinity : Number(spec[2]);
  if (last < start) return WHOLE;
  if (start >= size) return UNSATISFIABLE;
  return { kind: 'part', start, end: Math.min(last, size - 1) };
}

/**
 * Whether a range may be served under `If-Range` (RFC 9110 §13.1.5): when there is none, or it names the
 * file's current ETag, compared strongly (a weak tag never matches). A date never does: stored files carry
 * no Last-Modified. Otherwise the client's part belongs to another version, and it gets the whole file.
 */
export function ifRangeHolds(ifRange: string | undefined, etag: string): boolean {
  return ifRange === undefined || ifRange.trim() === etag;
}
