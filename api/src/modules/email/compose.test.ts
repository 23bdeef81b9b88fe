import { describe, expect, it } from 'vitest';
import { composeBody } from './compose.ts';
import { accountDeletionWords, passwordResetWords, reviewDigestWords } from './messages.ts';

// The two parts of a message, as the recipient reads them: the HTML with its button and the link written
// out beneath it, the plain text (mail apps set to text, screen readers of raw mail) with the step once.

const RESET_URL = 'https://photos.example.test/reset-password?token=abc123&from=mail';

function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

async function resetMail() {
  const { subject: _subject, ...words } = passwordResetWords('en', 'Deniz', RESET_URL, 1);
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
    expect(html).toMatch(/Or open this link:(<!-- -->)? <a /);
  });

  it('writes no step in either part of a message that only tells', async () => {
    const { html, text } = await composeBody({
      preview: 'Your address changed.',
      heading: 'Your address changed',
      paragraphs: ['Hi Deniz,', 'Your account now signs in with a new address.'],
      reason: 'You got this email because it was the address of the account.',
      lang: 'en',
      frameWords: { orOpenLink: 'Or open this link:', unsubscribe: 'Don’t want these? <0>Unsubscribe</0>.' },
    });
    expect(text).toContain('Your account now signs in with a new address.');
    expect(text).not.toContain('http');
    expect(html).not.toContain('Or open this link');
  });
});

describe('messages in the recipient’s language (decision 058)', () => {
  it('writes a German account’s reset mail in German, with the link’s lifetime and the frame in German', async () => {
    const words = passwordResetWords('de', 'Deniz', RESET_URL, 1);
    expect(words.subject).toBe('Setze dein Passwort zurück');
    const { html, text } = await composeBody(words);
    expect(html).toMatch(/<html [^>]*lang="de"/);
    expect(text).toContain('Hallo Deniz,');
    expect(text).toContain('1 Stunde lang');
    expect(text).toContain(`Neues Passwort wählen: ${RESET_URL}`);
    expect(html).toMatch(/Oder öffne diesen Link:(<!-- -->)? <a /);
    expect(html).not.toContain('Choose a new password');
  });

  it('writes the deletion day in the reader’s own date format', () => {
    const day = new Date('2026-12-30T10:00:00Z');
    expect(accountDeletionWords('en', 'Deniz', day, RESET_URL).subject).toBe(
      'Your account will be deleted on 30 December 2026',
    );
    expect(accountDeletionWords('tr', 'Deniz', day, RESET_URL).subject).toBe(
      'Hesabınız 30 Aralık 2026 tarihinde silinecek',
    );
    expect(accountDeletionWords('es', 'Deniz', day, RESET_URL).subject).toBe(
      'Tu cuenta se eliminará el 30 de diciembre de 2026',
    );
  });

  it('counts with each language’s plurals, and puts the unsubscribe link around the language’s own words', async () => {
    expect(reviewDigestWords('en', 'Deniz', 'Ada & Can', 1, RESET_URL).heading).toBe(
      '1 new photo is waiting for review',
    );
    expect(reviewDigestWords('en', 'Deniz', 'Ada & Can', 3, RESET_URL).heading).toBe(
      '3 new photos are waiting for review',
    );
    expect(reviewDigestWords('de', 'Deniz', 'Ada & Can', 3, RESET_URL).heading).toBe(
      '3 neue Fotos warten auf Freigabe',
    );
    const spanish = reviewDigestWords('es', 'Deniz', 'Ada & Can', 1, RESET_URL);
    const { html } = await composeBody({ ...spanish, unsubscribeUrl: 'https://photos.example.test/u/1' });
    expect(html).toMatch(
      /¿No quieres recibir estos correos\?(<!-- -->)? ?<a href="https:\/\/photos\.example\.test\/u\/1"[^>]*>Darse de baja<\/a>/,
    );
  });
});
