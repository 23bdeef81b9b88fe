import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../../../../../common/i18n/catalogs';
import english from '../../../../../common/i18n/messages/app/faq.en.json';
import { faqTexts, type Faq } from '../../../content/faqs';
import { i18n, translate } from '../../../i18n/i18n';
import { searchFaqs } from './helpSearch';

const faqs: Faq[] = [
  {
    id: 'a',
    category: 'photos',
    question: 'Which photos can I upload?',
    answer: 'JPEG, PNG, HEIC and WebP up to 25 MB.',
  },
  { id: 'b', category: 'settings', question: 'How does the PIN work?', answer: 'Choose 4 to 8 digits.' },
  {
    id: 'c',
    category: 'rsvp',
    question: 'Can guests change their RSVP?',
    answer: 'Yes, from the same café Wi-Fi phone.',
  },
];

describe('searchFaqs', () => {
  it('matches text in the question or the answer, in any case', () => {
    expect(searchFaqs(faqs, 'pin', 'all').map((faq) => faq.id)).toEqual(['b']);
    expect(searchFaqs(faqs, '25 mb', 'all').map((faq) => faq.id)).toEqual(['a']);
  });

  it('needs every word and ignores accents', () => {
    expect(searchFaqs(faqs, 'cafe phone', 'all').map((faq) => faq.id)).toEqual(['c']);
    expect(searchFaqs(faqs, 'cafe pin', 'all')).toEqual([]);
  });

  it('filters by category, and an empty search lists the whole category', () => {
    expect(searchFaqs(faqs, '', 'settings').map((faq) => faq.id)).toEqual(['b']);
    expect(searchFaqs(faqs, 'upload', 'settings')).toEqual([]);
    expect(searchFaqs(faqs, '  ', 'all')).toHaveLength(3);
  });

  it('the real help content covers each category and the facts people ask about', () => {
    i18n.loadAndActivate({ locale: 'en', messages: compileCatalog(english) });
    const FAQS = faqTexts(translate);
    expect(FAQS.length).toBeGreaterThanOrEqual(10);
    expect(new Set(FAQS.map((faq) => faq.id)).size).toBe(FAQS.length);
    for (const category of ['getting-started', 'photos', 'rsvp', 'settings'] as const) {
      expect(searchFaqs(FAQS, '', category).length).toBeGreaterThan(0);
    }
    expect(searchFaqs(FAQS, '25 MB', 'all').length).toBeGreaterThan(0);
    expect(searchFaqs(FAQS, 'HEIC', 'all').length).toBeGreaterThan(0);
    expect(searchFaqs(FAQS, 'link fixed', 'settings').length).toBeGreaterThan(0);
  });
});
