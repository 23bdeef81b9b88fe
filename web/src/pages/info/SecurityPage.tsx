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
          <li>
            “Forgot password?” answers the same words for every address, so it never tells whether someone has an
            account. The emailed link works once, for an hour, only the newest one works, it always leads to our own
            address, and using it signs out every other device. We keep only a fingerprint of the link, never the link
            itself once it is delivered.
          </li>
          <li>
            Where we send email, API tokens, webhooks and co-host invitations wait until you confirm your address, so
            nobody can sign up with your address first and accept an invitation meant for you. Changing your address
            takes effect only once the new address confirms it, and the old one is told.
          </li>
          <li>Every notification email has a one-click unsubscribe link that works without signing in.</li>
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
      <InfoSection title="Who sees the photos: gallery modes">
        <p>
          Each event has one gallery mode, chosen by its hosts. The server applies it to everything a guest can reach:
          the gallery, live updates, the slideshow, photo and video files (a PIN or a shared link does not open a photo
          the mode hides) and link previews. The event’s hosts and our administrators always see every photo, and
          integrations the hosts set up (webhooks) are not affected.
        </p>
        <ul>
          <li>
            <strong>Shared</strong> (the default): every guest with access sees the approved photos.
          </li>
          <li>
            <strong>Shared with a reveal time</strong>: until that time, guests see only how many photos have arrived
            and the photos they sent themselves; no other guest’s photo or file can be opened. At the time (or when a
            host reveals early) the gallery opens for everyone, also on pages already open.
          </li>
          <li>
            <strong>Own photos only</strong>: each guest sees only the photos their own browser sent. Another guest’s
            photo does not appear in the gallery or live updates, and its file address answers “not found”, even to
            someone who has the link and the PIN.
          </li>
          <li>
            <strong>Drop box</strong>: guests see no gallery at all, only the photos they sent themselves (“Your
            photos”) and how many photos have arrived.
          </li>
        </ul>
        <p>
          “The photos a guest sent” means the photos sent from the same browser, which we recognise by a signed cookie;
          on another phone or after clearing cookies a guest no longer sees them.
        </p>
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
