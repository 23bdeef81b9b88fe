import { Link } from 'react-router';
import { FEATURES } from '../../content/features';
import { paths } from '../../../../common/paths';
import { InfoPage } from './InfoPage';

function FeaturesPage() {
  return (
    <InfoPage
      path="/features"
      heading="Features"
      wide
      intro="One link for your guests, and every photo they take in one place, shown only when you say so."
    >
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="rounded-2xl border border-stone-200 bg-white p-6">
            <h2 className="text-lg font-semibold text-stone-900">{feature.title}</h2>
            <p className="mt-2 text-stone-700">{feature.summary}</p>
            <ul className="mt-4 list-disc space-y-1.5 pl-5 text-sm text-stone-600">
              {feature.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <div className="mt-12 flex flex-wrap items-center gap-4">
        <Link to={paths.signup.href()} className="btn-primary">
          Create your free event
        </Link>
        <Link to={paths.pricing.href()} className="text-link">
          See plans and prices
        </Link>
      </div>
    </InfoPage>
  );
}

export { FeaturesPage as Component };
