import { Link } from 'react-router';
import { DATA_KEPT_DAYS } from '../../content/plans';
import { paths } from '../../../../common/paths';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';
import { InfoPage, InfoSection } from './InfoPage';

const strong = { 0: <strong /> };

function PrivacyPage() {
  const t = useT();
  return (
    <InfoPage path="/privacy" heading={t('legal.privacyHeading')} updated="2026-11-24" intro={t('legal.privacyIntro')}>
      <InfoSection title={t('legal.privacyStoreTitle')}>
        <ul>
          <li>
            <T id="legal.privacyStoreHosts" components={strong} />
          </li>
          <li>
            <T id="legal.privacyStoreGuests" components={strong} />
          </li>
          <li>
            <T id="legal.privacyStorePhotos" components={strong} />
          </li>
          <li>
            <T id="legal.privacyStoreContact" components={strong} />
          </li>
          <li>
            <T id="legal.privacyStoreTechnical" components={strong} />
          </li>
        </ul>
      </InfoSection>
      <InfoSection title={t('legal.privacyWhyTitle')}>
        <p>{t('legal.privacyWhyText')}</p>
      </InfoSection>
      <InfoSection title={t('legal.privacyWhoTitle')}>
        <ul>
          <li>{t('legal.privacyWhoGuests')}</li>
          <li>{t('legal.privacyWhoHosts')}</li>
          <li>{t('legal.privacyWhoAdmins')}</li>
        </ul>
      </InfoSection>
      <InfoSection title={t('legal.privacyHowLongTitle')}>
        <ul>
          <li>{t('legal.privacyHowLongEvent')}</li>
          <li>{t('legal.privacyHowLongAccount')}</li>
          <li>{t('legal.privacyHowLongCancel', { dataKeptDays: DATA_KEPT_DAYS })}</li>
          <li>
            <T id="legal.privacyHowLongCookies" components={{ 0: <Link to={paths.cookies.href()} /> }} />
          </li>
        </ul>
      </InfoSection>
      <InfoSection title={t('legal.privacyRightsTitle')}>
        <p>
          <T id="legal.privacyRightsHosts" components={{ 0: <Link to={paths.account.href()} /> }} />
        </p>
        <p>
          <T id="legal.privacyRightsAsk" components={{ 0: <Link to={paths.contact.href()} /> }} />
        </p>
        <p>
          <T id="legal.privacyRightsTerms" components={{ 0: <Link to={paths.terms.href()} /> }} />
        </p>
      </InfoSection>
    </InfoPage>
  );
}

export { PrivacyPage as Component };
