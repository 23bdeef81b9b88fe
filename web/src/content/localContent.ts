// Long public texts (blog posts, release notes) in the reader's language (issue 34, docs/translation.md):
// one module per language with the same structure, loaded with `import()` for the active language only,
// so a reader downloads theirs and the guest page none. Short words (labels, buttons) stay in the
// catalogs; an article's paragraphs are content, not messages, and live beside each other per language.
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../common/i18n/locales';
import { activeLocale } from '../i18n/i18n';

/** One loader per language, spelled out so the build makes one small chunk each. */
export type ContentLoaders<T> = Record<Locale, () => Promise<{ default: T }>>;

/** The language whose texts a page shows: the active one; English for the pseudo-locale. */
export function contentLocale(locale: string): Locale {
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/**
 * A content's loader and hook: `preload()` (a route's loader) fetches the active language's texts before
 * the page renders; `useContent()` gives them and follows the switcher, keeping the last language's
 * texts on screen until the new ones are in (never an empty page in between).
 */
export function localContent<T>(loaders: ContentLoaders<T>) {
  const loaded = new Map<Locale, T>();

  async function load(locale: Locale): Promise<T> {
    const cached = loaded.get(locale);
    if (cached) return cached;
    const texts = (await loaders[locale]()).default;
    loaded.set(locale, texts);
    return texts;
  }

  function useContent(): { locale: Locale; texts: T } | null {
    const { i18n } = useLingui();
    const locale = contentLocale(i18n.locale);
    const [shown, setShown] = useState<{ locale: Locale; texts: T } | null>(null);
    useEffect(() => {
      let current = true;
      void load(locale).then((texts) => {
        if (current) setShown({ locale, texts });
      });
      return () => {
        current = false;
      };
    }, [locale]);
    const ready = loaded.get(locale);
    return ready ? { locale, texts: ready } : shown;
  }

  return {
    load,
    useContent,
    /** For a route's `loader`: the active language's texts, in before the first render. */
    preload: async () => {
      await load(contentLocale(activeLocale()));
      return null;
    },
  };
}
