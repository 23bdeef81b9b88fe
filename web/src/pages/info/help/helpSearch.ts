import type { Faq, FaqCategory } from '../../../content/faqs';
import { containsEveryWord } from '../textSearch';

/**
 * The questions in a category (or all) whose question or answer contains every word of the search,
 * in any case and with or without accents.
 */
export function searchFaqs(faqs: readonly Faq[], query: string, category: FaqCategory | 'all'): Faq[] {
  return faqs.filter(
    (faq) =>
      (category === 'all' || faq.category === category) && containsEveryWord(`${faq.question} ${faq.answer}`, query),
  );
}
