import type { Faq, FaqCategory } from '../../../content/faqs';

/** Lower case without accents, so 'cafe' finds 'Café' and 'PIN' finds 'pin'. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * The questions in a category (or all) whose question or answer contains every word of the search,
 * in any case and with or without accents.
 */
export function searchFaqs(faqs: readonly Faq[], query: string, category: FaqCategory | 'all'): Faq[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return faqs.filter((faq) => {
    if (category !== 'all' && faq.category !== category) return false;
    const text = fold(`${faq.question} ${faq.answer}`);
    return words.every((word) => text.includes(word));
  });
}
