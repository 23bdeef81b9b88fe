import { useId } from 'react';
import { useLingui } from '@lingui/react';
import { LOCALES, LOCALE_NAMES, isLocale } from '../../../common/i18n/locales';
import { ChevronRightIcon, GlobeIcon } from './icons';
import { chooseLocale } from '../i18n/i18n';
import { useT } from '../i18n/useT';

const LOOKS = {
  /** Over a picture: light on a dark, blurred pill. */
  photo: 'border-white/40 bg-black/35 text-white backdrop-blur-sm hover:bg-black/50',
  /** On a light background (the footer, the guest page's states without the event). */
  light: 'border-stone-300 bg-white text-stone-700 hover:bg-stone-50',
} as const;

/**
 * The page's language (issue 34), for every page: the four languages by their own names, so a reader
 * finds theirs whatever the page speaks now. A small pill (a globe and the language's name): a native
 * select, so a phone opens its own picker and a keyboard moves with the arrows; named 'Language' in the
 * page's language for screen readers (guest part page, loaded on every page). Choosing keeps the choice
 * for a year (a cookie the server reads too) and the page re-renders in place. For a signed-in account it
 * changes the page only: the account's own language stays as account settings keep it. The pseudo-locale
 * is never offered; a page shown in it says English here.
 */
export function LanguageSwitcher({ look = 'light', className }: { look?: keyof typeof LOOKS; className?: string }) {
  const t = useT();
  const { i18n } = useLingui();
  const id = useId();
  const current = isLocale(i18n.locale) ? i18n.locale : 'en';
  return (
    <div className={className}>
      <div className={`relative inline-flex ${look === 'photo' ? 'text-white' : 'text-stone-700'}`}>
        <label htmlFor={id} className="sr-only">
          {t('page.language')}
        </label>
        {/* The icons sit above the select, whose blur would paint over them. */}
        <GlobeIcon className="pointer-events-none absolute top-1/2 left-3 z-10 size-4 -translate-y-1/2" />
        <select
          id={id}
          name="language"
          value={current}
          onChange={(event) => {
            const locale = event.target.value;
            if (isLocale(locale)) void chooseLocale(locale);
          }}
          className={`min-h-11 cursor-pointer appearance-none rounded-full border py-1 pr-8 pl-9 text-sm font-medium focus-visible:ring-2 focus-visible:ring-rose-300 focus-visible:outline-none [&>option]:bg-white [&>option]:text-stone-900 ${LOOKS[look]}`}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </select>
        <ChevronRightIcon className="pointer-events-none absolute top-1/2 right-3 z-10 size-3.5 -translate-y-1/2 rotate-90" />
      </div>
    </div>
  );
}
