import { expect, it } from 'vitest';
import { randomPin } from './pin';

it('makes 6-digit PINs by default, every digit appearing about equally often', () => {
  const counts = Array.from({ length: 10 }, () => 0);
  for (let i = 0; i < 2000; i += 1) {
    const pin = randomPin();
    expect(pin).toMatch(/^\d{6}$/);
    for (const digit of pin) counts[Number(digit)]! += 1;
  }
  // 12,000 digits: about 1,200 each; a biased generator would be far off.
  for (const count of counts) expect(count).toBeGreaterThan(1000);
  expect(new Set(Array.from({ length: 50 }, () => randomPin())).size).toBeGreaterThan(45);
  expect(randomPin(8)).toMatch(/^\d{8}$/);
});
