import { Link } from 'react-router';
import { paths } from '../../../../common/paths';
import { MAX_IMAGE_BYTES, MB } from '../../../../common/upload-limits';
import type { MessageId } from '../../i18n/i18n';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';
import { InfoPage, InfoSection } from './InfoPage';

const strong = { 0: <strong /> };

/** A list of plain messages. */
function Points({ ids }: { ids: readonly MessageId[] }) {
  const t = useT();
  return (
    <ul>
      {ids.map((id) => (
        <li key={id}>{t(id, { maxImageMb: MAX_IMAGE_BYTES / MB })}</li>
      ))}
    </ul>
  );
}

function SecurityPage() {
  const t = useT();
  return (
    <InfoPage path="/security" heading={t('security.heading')} intro={t('security.intro')}>
      <InfoSection title={t('security.accountTitle')}>
        <Points
          ids={[
            'security.accountPasswords',
            'security.accountSession',
            'security.accountSignOut',
            'security.accountSlowed',
            'security.accountCsrf',
            'security.accountReset',
            'security.accountConfirm',
            'security.accountUnsubscribe',
          ]}
        />
      </InfoSection>
      <InfoSection title={t('security.guestsTitle')}>
        <Points
          ids={['security.guestsPin', 'security.guestsGuesses', 'privacy.searchEngineRule', 'security.guestsSwitchOff']}
        />
      </InfoSection>
      <InfoSection title={t('security.photosTitle')}>
        <Points
          ids={[
            'security.photosType',
            'security.photosCopies',
            'security.photosStorage',
            'security.photosSignedLinks',
            'security.photosApproval',
          ]}
        />
      </InfoSection>
      <InfoSection title={t('security.modesTitle')}>
        <p>{t('security.modesIntro')}</p>
        <ul>
          <li>
            <T id="security.modeShared" components={strong} />
          </li>
          <li>
            <T id="security.modeReveal" components={strong} />
          </li>
          <li>
            <T id="security.modeOwn" components={strong} />
          </li>
          <li>
            <T id="security.modeDropBox" components={strong} />
          </li>
        </ul>
        <p>{t('security.modesBrowser')}</p>
      </InfoSection>
      <InfoSection title={t('security.accountabilityTitle')}>
        <Points ids={['security.accountabilityAudit', 'security.accountabilityAdmins']} />
      </InfoSection>
      <InfoSection title={t('security.reportTitle')}>
        <p>
          <T id="security.reportText" components={{ 0: <Link to={paths.contact.href()} /> }} />
        </p>
      </InfoSection>
    </InfoPage>
  );
}

export { SecurityPage as Component };
