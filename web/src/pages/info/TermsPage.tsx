import { Link } from 'react-router';
import { DATA_KEPT_DAYS, MONEY_BACK_DAYS } from '../../content/plans';
import { paths } from '../../../../common/paths';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';
import { InfoPage, InfoSection } from './InfoPage';

function TermsPage() {
  const t = useT();
  const days = { moneyBackDays: MONEY_BACK_DAYS, dataKeptDays: DATA_KEPT_DAYS };
  return (
    <InfoPage path="/terms" heading={t('legal.termsHeading')} updated="2026-11-24" intro={t('legal.termsIntro')}>
      <InfoSection title={t('legal.terms1Title')}>
        <p>
          <T id="legal.terms1Text" components={{ 0: <Link to={paths.pricing.href()} /> }} />
        </p>
      </InfoSection>
      <InfoSection title={t('legal.terms2Title')}>
        <p>{t('legal.terms2Text')}</p>
      </InfoSection>
      <InfoSection title={t('legal.terms3Title')}>
        <p>{t('legal.terms3Text')}</p>
      </InfoSection>
      <InfoSection title={t('legal.terms4Title')}>
        <ul>
          <li>{t('legal.terms4Rights')}</li>
          <li>{t('legal.terms4Illegal')}</li>
          <li>{t('legal.terms4Abuse')}</li>
        </ul>
        <p>{t('legal.terms4TakeDown')}</p>
      </InfoSection>
      <InfoSection title={t('legal.terms5Title')}>
        <p>{t('legal.terms5Text', days)}</p>
      </InfoSection>
      <InfoSection title={t('legal.terms6Title')}>
        <p>
          <T id="legal.terms6Text" values={days} components={{ 0: <Link to={paths.privacy.href()} /> }} />
        </p>
      </InfoSection>
      <InfoSection title={t('legal.terms7Title')}>
        <p>{t('legal.terms7Text')}</p>
      </InfoSection>
      <InfoSection title={t('legal.terms8Title')}>
        <p>
          <T
            id="legal.terms8Text"
            components={{ 0: <Link to={paths.help.href()} />, 1: <Link to={paths.contact.href()} /> }}
          />
        </p>
      </InfoSection>
    </InfoPage>
  );
}

export { TermsPage as Component };
