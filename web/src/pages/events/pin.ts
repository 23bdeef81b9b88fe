/** The length we suggest: a million combinations, where 4 digits give ten thousand. */
export const RECOMMENDED_PIN_DIGITS = 6;

export const PIN_HINT = '4 to 8 digits. We recommend 6: a 4-digit PIN has only 10,000 combinations.';

/** A random PIN of `digits` digits, each equally likely (crypto randomness, no modulo bias). */
export function randomPin(digits = RECOMMENDED_PIN_DIGITS): string {
  let pin = '';
  const bytes = new Uint8Array(1);
  while (pin.length < digits) {
    crypto.getRandomValues(bytes);
    // 250 is the largest multiple of 10 under 256: bytes above it would favour the low digits.
    if (bytes[0]! < 250) pin += String(bytes[0]! % 10);
  }
  return pin;
}
