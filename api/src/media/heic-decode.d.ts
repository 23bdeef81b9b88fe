/** heic-decode ships no types; this is the part of its API we use (see node_modules/heic-decode/index.js). */
declare module 'heic-decode' {
  interface DecodedHeic {
    width: number;
    height: number;
    /** Interleaved RGBA, 8 bits per channel. */
    data: Uint8ClampedArray;
  }
  interface HeicImage {
    width: number;
    height: number;
    decode(): Promise<DecodedHeic>;
  }
  interface HeicDecode {
    (input: { buffer: Uint8Array }): Promise<DecodedHeic>;
    /** Every top-level image, with its size known before any pixel is decoded; call dispose() when done. */
    all(input: { buffer: Uint8Array }): Promise<HeicImage[] & { dispose(): void }>;
  }
  const decode: HeicDecode;
  export default decode;
}
