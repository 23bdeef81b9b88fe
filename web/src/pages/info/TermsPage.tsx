import { Link } from 'react-router';
import { DATA_KEPT_DAYS, MONEY_BACK_DAYS } from '../../content/plans';
import { paths } from '../../../../common/paths';
import { InfoPage, InfoSection } from './InfoPage';

function TermsPage() {
  return (
    <InfoPage
      path="/terms"
      heading="Terms of Service"
      updated="2026-11-24"
      intro="The agreement between you and us when you use Wedding Photos, as a host or as a guest. Plain words, no tricks."
    >
      <InfoSection title="1. The service">
        <p>
          Wedding Photos lets hosts create event pages and lets their guests RSVP and share photos. Hosts decide which
          photos guests see. Some features depend on the plan you are on; see{' '}
          <Link to={paths.pricing.href()}>Pricing</Link>.
        </p>
      </InfoSection>
      <InfoSection title="2. Your account">
        <p>
          You need an account to host. Give a real email address, keep your password to yourself and tell us if you
          think someone else used your account. You are responsible for what happens in your events, including what your
          co-hosts do.
        </p>
      </InfoSection>
      <InfoSection title="3. Photos and content">
        <p>
          Photos and texts stay yours (or your guests’). You give us only the permission we need to store them, make the
          resized copies guests see, and show them to the people you share your event with. We do not use them for
          advertising and do not sell them.
        </p>
      </InfoSection>
      <InfoSection title="4. What is not allowed">
        <ul>
          <li>Uploading photos you have no right to share, or that show people in a way they did not agree to.</li>
          <li>Illegal, hateful or sexually explicit content, or anything that harms children.</li>
          <li>Trying to reach events, photos or accounts that are not yours, or overloading the service.</li>
        </ul>
        <p>
          We may take down content or switch off an event or account that breaks these rules; where we can, we tell you
          first.
        </p>
      </InfoSection>
      <InfoSection title="5. Plans, payment and refunds">
        <p>
          Starter is free. No payment is taken through the service yet: choosing Premium in your dashboard records your
          choice, and we will write to you before anything is ever charged. Professional and Enterprise are agreed with
          our sales team. Once a plan is charged, ask within {MONEY_BACK_DAYS} days of a payment and we refund that
          payment in full.
        </p>
      </InfoSection>
      <InfoSection title="6. Cancelling and ending">
        <p>
          You can cancel at any time; we can end the service for an account that breaks these terms. Either way your
          data stays available for {DATA_KEPT_DAYS} days after cancellation or termination so you can download it, and
          is then deleted. How we handle personal data is in our <Link to={paths.privacy.href()}>Privacy Policy</Link>.
        </p>
      </InfoSection>
      <InfoSection title="7. Our responsibility">
        <p>
          We work hard to keep the service running and your photos safe, and we keep backups, but we cannot promise it
          will never fail. Keep your own copy of photos that matter (the ZIP download is there for that). Our total
          liability to you is limited to the fees you paid us in the 12 months before the claim. Nothing here limits
          rights you have by law as a consumer.
        </p>
      </InfoSection>
      <InfoSection title="8. Changes and questions">
        <p>
          If we change these terms in a way that matters, we say so on this page and in the changelog before it takes
          effect. Questions? See the <Link to={paths.help.href()}>Help Center</Link> or{' '}
          <Link to={paths.contact.href()}>contact us</Link>; we answer within 24 hours.
        </p>
      </InfoSection>
    </InfoPage>
  );
}

export { TermsPage as Component };
