import { Link } from 'react-router';
import { STORED_ITEMS } from '../../content/cookies';
import { paths } from '../../../../common/paths';
import { InfoPage, InfoSection } from './InfoPage';

function CookiesPage() {
  return (
    <InfoPage
      path="/cookies"
      heading="Cookie Policy"
      updated="2026-11-24"
      intro="We use only what the service needs to work: no analytics, advertising or tracking cookies of our own."
    >
      <InfoSection title="What we store in your browser">
        <ul className="!ml-0 !list-none space-y-4">
          {STORED_ITEMS.map((item) => (
            <li key={item.name} className="!ml-0 rounded-2xl border border-stone-200 bg-white p-4">
              <p className="font-semibold text-stone-900">
                <code>{item.name}</code> <span className="font-normal text-stone-500">· {item.kind}</span>
              </p>
              <p className="mt-1">{item.purpose}</p>
              <p className="mt-1 text-sm text-stone-600">
                Kept: {item.duration}. For: {item.who}.
              </p>
            </li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection title="Your choices">
        <p>
          All of these are essential to the part of the service that sets them, so there is nothing to switch on or off.
          You can delete them in your browser at any time: you will be signed out, and an event page will ask for its
          PIN again.
        </p>
        <p>
          One thing comes from another site: when an event page has a venue, its map is an embedded Google Maps frame,
          loaded when you scroll to it, and Google’s own cookie rules apply inside that frame. The map picker hosts use
          to place a pin loads Google Maps only when the site is set up with a Maps key. Read more in our{' '}
          <Link to={paths.privacy.href()}>Privacy Policy</Link>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}

export { CookiesPage as Component };
