import { Link } from 'react-router';
import { DATA_KEPT_DAYS } from '../../content/plans';
import { paths } from '../../../../common/paths';
import { InfoPage, InfoSection } from './InfoPage';

function PrivacyPage() {
  return (
    <InfoPage
      path="/privacy"
      heading="Privacy Policy"
      updated="2026-11-24"
      intro="What we store about hosts and guests, why, for how long, and how to have it deleted."
    >
      <InfoSection title="What we store">
        <ul>
          <li>
            <strong>Hosts:</strong> email address, display name, a one-way hash of the password, when you last signed
            in, and the events you create (title, date, venue, description, contact details you add).
          </li>
          <li>
            <strong>Guests who RSVP:</strong> the name you give, and your email, phone and note only if you fill them
            in.
          </li>
          <li>
            <strong>Photos:</strong> the original file, kept for the event’s hosts, and resized copies for guests. Guest
            copies have location (GPS), camera and other metadata removed; the capture time is read to sort photos. The
            name you give with your upload is stored with it.
          </li>
          <li>
            <strong>Contact messages:</strong> what you write in the contact or sales form, with your name and email.
          </li>
          <li>
            <strong>Technical records:</strong> IP addresses in the audit log of host and admin actions, and briefly in
            counters that slow down password and PIN guessing.
          </li>
        </ul>
      </InfoSection>
      <InfoSection title="Why">
        <p>
          To run the events you create: show guests the page and the photos you approve, collect RSVPs for you, and keep
          the service safe from abuse. We do not sell personal data, show ads or use tracking or analytics services.
        </p>
      </InfoSection>
      <InfoSection title="Who sees what">
        <ul>
          <li>Guests see the event page and approved photos, and only with the PIN if the event has one.</li>
          <li>The event’s hosts and co-hosts see all its photos, originals included, and all its RSVPs.</li>
          <li>Our administrators can see accounts, events and photos to handle support requests and abuse.</li>
        </ul>
      </InfoSection>
      <InfoSection title="How long">
        <ul>
          <li>Deleting an event deletes its photos, RSVPs and guestbook messages at once.</li>
          <li>
            Deleting your account (in Account settings) waits 14 days, so you can change your mind; then the account and
            every event it owns, with their photos and RSVPs, are deleted.
          </li>
          <li>
            After you cancel, or we end the service, your data is kept for {DATA_KEPT_DAYS} days for you to download,
            then deleted.
          </li>
          <li>
            Guest cookies expire after 30 days, the guest key that keeps a guest&apos;s RSVP and photos together a year
            after their last RSVP or photo; see the <Link to={paths.cookies.href()}>Cookie Policy</Link>.
          </li>
        </ul>
      </InfoSection>
      <InfoSection title="Your rights">
        <p>
          Hosts can download a copy of their data (their events, RSVPs and original photos) and delete their account
          themselves, in <Link to={paths.account.href()}>Account settings</Link>.
        </p>
        <p>
          You can also ask us for a copy of your data, for a correction, or for deletion, whether you are a host or a
          guest (for example, to have your photo or RSVP removed from an event). Write to us through the{' '}
          <Link to={paths.contact.href()}>contact form</Link>; we answer within 24 hours and act within 30 days.
        </p>
        <p>
          These promises are part of our <Link to={paths.terms.href()}>Terms of Service</Link>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}

export { PrivacyPage as Component };
