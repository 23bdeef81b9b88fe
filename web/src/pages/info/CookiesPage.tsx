import { Link } from 'react-router';
import { STORED_ITEMS } from '../../content/cookies';
import { paths } from '../../../../common/paths';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';
import { InfoPage, InfoSection } from './InfoPage';

function CookiesPage() {
  const t = useT();
  return (
    <InfoPage path="/cookies" heading={t('legal.cookiesHeading')} updated="2026-11-24" intro={t('legal.cookiesIntro')}>
      <InfoSection title={t('legal.cookiesStoredTitle')}>
        <ul className="!ml-0 !list-none space-y-4">
          {STORED_ITEMS.map((item) => (
            <li key={item.name} className="!ml-0 rounded-2xl border border-stone-200 bg-white p-4">
              <p className="font-semibold text-stone-900">
                <code>
                  {item.name}
                  {item.variable && `{${t(item.variable)}}`}
                </code>{' '}
                {item.secureName && (
                  <>
                    <T id="legal.secureName" values={{ name: item.secureName }} components={{ 0: <code /> }} />{' '}
                  </>
                )}
                <span className="font-normal text-stone-500">· {t(item.kind)}</span>
              </p>
              <p className="mt-1">{t(item.purpose)}</p>
              <p className="mt-1 text-sm text-stone-600">
                {t('legal.keptFor', { duration: t(item.duration), who: t(item.who) })}
              </p>
            </li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection title={t('legal.cookiesChoicesTitle')}>
        <p>{t('legal.cookiesEssential')}</p>
        <p>
          <T id="legal.cookiesMaps" components={{ 0: <Link to={paths.privacy.href()} /> }} />
        </p>
      </InfoSection>
    </InfoPage>
  );
}

export { CookiesPage as Component };
