import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FAQ_CATEGORIES, FAQ_CATEGORY_LABELS, faqTexts, type FaqCategory } from '../../content/faqs';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';
import { paths } from '../../../../common/paths';
import { searchFaqs } from './help/helpSearch';
import { ArticleFilter } from './ArticleFilter';
import { InfoPage } from './InfoPage';

const CHIPS = ['all', ...FAQ_CATEGORIES] as const;

function HelpPage() {
  const t = useT();
  // The questions in the reader's language: the search looks in what they read.
  const faqs = useMemo(() => faqTexts(t), [t]);
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const category = FAQ_CATEGORIES.find((value) => value === params.get('category')) ?? 'all';
  const results = searchFaqs(faqs, query, category);
  const [open, setOpen] = useState<string | null>(null);

  // Search and category live in the address, so a link (or reload) reopens the same answers.
  const update = (next: { q?: string; category?: FaqCategory | 'all' }) => {
    const q = next.q ?? query;
    const c = next.category ?? category;
    setParams({ ...(q ? { q } : {}), ...(c !== 'all' ? { category: c } : {}) }, { replace: true });
  };

  return (
    <InfoPage path="/help" heading={t('help.heading')} intro={t('help.intro')}>
      <ArticleFilter
        label={t('help.searchLabel')}
        placeholder={t('help.searchPlaceholder')}
        query={query}
        onQueryChange={(q) => update({ q })}
        categories={CHIPS}
        category={category}
        onCategoryChange={(chip) => update({ category: chip })}
        categoryLabel={(chip) => t(FAQ_CATEGORY_LABELS[chip])}
      />
      <p className="sr-only" aria-live="polite">
        {t('help.found', { count: results.length })}
      </p>
      {results.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-stone-300 px-6 py-10 text-center">
          <h2 className="font-semibold text-stone-900">{t('help.noneTitle')}</h2>
          <p className="mt-2 text-stone-600">{t('help.noneText')}</p>
          <button type="button" className="btn-secondary mt-4" onClick={() => setParams({}, { replace: true })}>
            {t('help.clearFilters')}
          </button>
        </div>
      ) : (
        <ul className="mt-8 space-y-3">
          {results.map((faq) => (
            <li key={faq.id} className="rounded-2xl border border-stone-200 bg-white">
              <h2>
                <button
                  type="button"
                  aria-expanded={open === faq.id || query !== ''}
                  aria-controls={`answer-${faq.id}`}
                  className="flex w-full items-start justify-between gap-4 px-5 py-4 text-left font-semibold text-stone-900"
                  onClick={() => setOpen(open === faq.id ? null : faq.id)}
                >
                  {faq.question}
                  <span aria-hidden="true" className="text-rose-600">
                    {open === faq.id || query !== '' ? '−' : '+'}
                  </span>
                </button>
              </h2>
              <p
                id={`answer-${faq.id}`}
                hidden={!(open === faq.id || query !== '')}
                className="px-5 pb-4 leading-relaxed text-stone-700"
              >
                {faq.answer}
              </p>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-10 text-stone-600">
        <T
          id="help.stillStuck"
          components={{
            0: <Link to={paths.contact.href()} className="text-link" />,
            1: <Link to={paths.docs.href()} className="text-link" />,
          }}
        />
      </p>
    </InfoPage>
  );
}

export { HelpPage as Component };
