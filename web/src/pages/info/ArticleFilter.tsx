import { useId } from 'react';
import { useT } from '../../i18n/useT';

type ArticleFilterProps<C extends string> = {
  /** The search box's label ('Search articles'). */
  label: string;
  placeholder: string;
  query: string;
  onQueryChange: (query: string) => void;
  /** 'all' first, then the categories. */
  categories: readonly C[];
  category: C;
  onCategoryChange: (category: C) => void;
  categoryLabel?: (category: C) => string;
  /** Classes of the search box's wrapper (its width). */
  searchClassName?: string;
  /** More classes for the chips ('capitalize'). */
  chipClassName?: string;
};

/** A search box and category chips over a list of articles (blog, help center). */
export function ArticleFilter<C extends string>({
  label,
  placeholder,
  query,
  onQueryChange,
  categories,
  category,
  onCategoryChange,
  categoryLabel = (chip) => chip,
  searchClassName,
  chipClassName = '',
}: ArticleFilterProps<C>) {
  const t = useT();
  const searchId = useId();
  return (
    <>
      <div role="search" className={searchClassName}>
        <label htmlFor={searchId} className="field-label">
          {label}
        </label>
        <input
          id={searchId}
          type="search"
          className="field-input"
          value={query}
          placeholder={placeholder}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </div>
      <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label={t('help.categories')}>
        {categories.map((chip) => (
          <button
            key={chip}
            type="button"
            aria-pressed={category === chip}
            onClick={() => onCategoryChange(chip)}
            className={`rounded-full border px-3 py-1.5 text-sm font-medium ${chipClassName} ${
              category === chip
                ? 'border-rose-600 bg-rose-600 text-white'
                : 'border-stone-300 bg-white text-stone-700 hover:border-rose-300'
            }`}
          >
            {categoryLabel(chip)}
          </button>
        ))}
      </div>
    </>
  );
}
