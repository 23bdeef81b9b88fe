import { useId } from 'react';
import { useLingui } from '@lingui/react';
import { LOCALES, LOCALE_NAMES, isLocale } from '../../../../common/i18n/locales';
import { chooseLocale } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';

/**
 * The guest page's language (issue 34): the four languages by their own names, so a reader finds theirs
 * whatever the page speaks now. A native select: a phone opens its own picker, a keyboard moves with the
 * arrows. Choosing keeps the choice for a year (a cookie the server reads too) and the page re-renders in
 * place. The pseudo-locale is never offered; a page shown in it says English here.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const t = useT();
  const { i18n } = useLingui();
  const id = useId();
  const current = isLocale(i18n.locale) ? i18n.locale : 'en';
  return (
    <div className={`flex items-center justify-center gap-2 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm text-stone-600">
        {t('page.language')}
      </label>
      <select
        id={id}
        name="language"
        value={current}
        onChange={(event) => {
          const locale = event.target.value;
          if (isLocale(locale)) void chooseLocale(locale);
        }}
        className="min-h-11 rounded-lg border border-stone-300 bg-white py-1 pr-8 pl-3 text-sm text-stone-800 focus-visible:ring-2 focus-visible:ring-rose-300 focus-visible:outline-none"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
