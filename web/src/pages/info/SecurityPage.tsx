import { Link } from 'react-router';
import { SEARCH_ENGINE_RULE } from '../../../../common/visibility';
import { paths } from '../../../../common/paths';
import { acceptedFormats, MAX_IMAGE_SIZE } from '../../../../common/upload-limits';
import { InfoPage, InfoSection } from './InfoPage';

function SecurityPage() {
  return (
    <InfoPage
      path="/security"
      heading="Security"
      intro="Wedding photos are personal. This is what the service does, in its code, to keep them with the people you chose."
    >
      <InfoSection title="Your account">
        <ul>
          <li>Passwords are stored only as argon2id hashes; nobody, including us, can read them.</li>
          <li>
            Your session lives in an HttpOnly, SameSite cookie that page scripts cannot read, sent only over https when
            the site runs on https. Sessions last 7 days.
          </li>
          <li>Signing out ends every session of your account at once, on every device.</li>
          <li>Repeated wrong passwords are slowed down per address and per account.</li>
          <li>Requests that change something are refused when they come from another website’s page.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Your guests’ page">
        <ul>
          <li>
            A PIN is checked on the server for the page, every photo file, every upload, every RSVP and every live
            connection, not just on the first screen.
          </li>
          <li>Wrong PINs are limited per event and device: 10 tries in 15 minutes, then that device must wait.</li>
          <li>{SEARCH_ENGINE_RULE}</li>
          <li>Switching an event off or deleting it closes it to guests immediately, including open live galleries.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Photos">
        <ul>
          <li>
            A file’s type is decided by its content, not its name: only real {acceptedFormats()} images are accepted, up
            to {MAX_IMAGE_SIZE} each.
          </li>
          <li>
            Guests see re-encoded copies without location (GPS), camera or other metadata. The untouched originals are
            only for the event’s hosts.
          </li>
          <li>
            Photos are stored under random names outside the web root and served with headers that stop browsers from
            guessing their type.
          </li>
          <li>Direct uploads use short-lived signed links that work for one file, one type and one size limit.</li>
          <li>
            Nothing a guest uploads is shown to other guests until a host approves it (unless the host turns on
            auto-approve).
          </li>
        </ul>
      </InfoSection>
      <InfoSection title="Accountability">
        <ul>
          <li>
            Every host action (settings, status, co-hosts, approvals, downloads) and every administrator action is
            written to an audit log with the time and address.
          </li>
          <li>Administrators can switch off an abusive event or take a photo down; those actions are logged too.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Reporting a problem">
        <p>
          Found a way to see something you should not? Please tell us through the{' '}
          <Link to={paths.contact.href()}>contact form</Link> with “security” in the subject. We answer within 24 hours
          and credit reporters who want to be named.
        </p>
      </InfoSection>
    </InfoPage>
  );
}

export { SecurityPage as Component };
