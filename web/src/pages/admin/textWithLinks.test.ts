import { describe, expect, it } from 'vitest';
import { textWithLinks } from './textWithLinks';

describe('textWithLinks', () => {
  it('finds the links in an email and keeps the words around them', () => {
    expect(textWithLinks('Hello,\nChoose a new password: https://wb.test/reset-password?token=abc\nThanks')).toEqual([
      { kind: 'text', text: 'Hello,\nChoose a new password: ' },
      { kind: 'link', href: 'https://wb.test/reset-password?token=abc' },
      { kind: 'text', text: '\nThanks' },
    ]);
  });

  it('leaves a full stop or a bracket after an address to the sentence', () => {
    expect(textWithLinks('(see http://localhost:3000/e/ab12.)')).toEqual([
      { kind: 'text', text: '(see ' },
      { kind: 'link', href: 'http://localhost:3000/e/ab12' },
      { kind: 'text', text: '.)' },
    ]);
  });

  it('makes no link of other schemes or of plain words', () => {
    expect(textWithLinks('javascript:alert(1) and mailto:a@b.test')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) and mailto:a@b.test' },
    ]);
  });
});
