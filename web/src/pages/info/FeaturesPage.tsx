import { Link } from 'react-router';
import { FEATURE_VALUES, FEATURES } from '../../content/features';
import { useT } from '../../i18n/useT';
import { paths } from '../../../../common/paths';
import { InfoPage } from './InfoPage';

function FeaturesPage() {
  const t = useT();
  return (
    <InfoPage path="/features" heading={t('features.heading')} wide intro={t('features.intro')}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="rounded-2xl border border-stone-200 bg-white p-6">
            <h2 className="text-lg font-semibold text-stone-900">{t(feature.title)}</h2>
            <p className="mt-2 text-stone-700">{t(feature.summary)}</p>
            <ul className="mt-4 list-disc space-y-1.5 pl-5 text-sm text-stone-600">
              {feature.details.map((detail) => (
                <li key={detail}>{t(detail, FEATURE_VALUES)}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <div className="mt-12 flex flex-wrap items-center gap-4">
        <Link to={paths.signup.href()} className="btn-primary">
          {t('features.createEvent')}
        </Link>
        <Link to={paths.pricing.href()} className="text-link">
          {t('features.seePlans')}
        </Link>
      </div>
    </InfoPage>
  );
}

export { FeaturesPage as Component };
