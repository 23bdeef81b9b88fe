import { describe, expect, it } from 'vitest';
import { composeBody } from './compose.ts';
import { passwordResetWords } from './messages.ts';

// The two parts of a message, as the recipient reads them: the HTML with its button and the link written
// out beneath it, the plain text (mail apps set to text, screen readers of raw mail) with the step once.

const RESET_URL = 'https://photos.example.test/reset-password?token=abc123&from=mail';

function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

async function resetMail() {
  const { subject: _subject, ...words } = passwordResetWords('Deniz', RESET_URL, '1 hour');
  return composeBody(words);
}

describe('composeBody', () => {
  it('writes the password reset link once in the text part, after the words of the step', async () => {
    const { text } = await resetMail();
    expect(occurrences(text, RESET_URL)).toBe(1);
    expect(text).toContain(`Choose a new password: ${RESET_URL}`);
    expect(text).not.toContain('Or open this link');
    expect(text).toContain('Hi Deniz,');
  });

  it('keeps the button and the written-out link in the HTML part', async () => {
    const { html } = await resetMail();
    const href = `href="${RESET_URL.replace('&', '&amp;')}"`;
    // The button and the fallback line's link.
    expect(occurrences(html, href)).toBe(2);
    expect(html).toMatch(/<a href="[^"]+"[^>]*>.*Choose a new password<\/span>/);
    expect(html).toContain('Or open this link: ');
  });

  it('writes no step in either part of a message that only tells', async () => {
    const { html, text } = await composeBody({
      preview: 'Your address changed.',
      heading: 'Your address changed',
      paragraphs: ['Hi Deniz,', 'Your account now signs in with a new address.'],
      reason: 'You got this email because it was the address of the account.',
    });
    expect(text).toContain('Your account now signs in with a new address.');
    expect(text).not.toContain('http');
    expect(html).not.toContain('Or open this link');
  });
});
