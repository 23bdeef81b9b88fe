import { Link } from 'react-router';
import { MONEY_BACK_DAYS, PLANS, PRICING_FAQ } from '../../content/plans';
import { paths } from '../../../../common/paths';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';
import { useSession } from '../../session/useSession';
import { InfoPage } from './InfoPage';
import { Section } from '../../components/Section';

function PricingPage() {
  const t = useT();
  // Premium is taken in the dashboard; a visitor signs up first.
  const signedIn = useSession().viewer !== null;
  return (
    <InfoPage path="/pricing" heading={t('pricing.heading')} wide intro={t('pricing.intro')}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {PLANS.map((plan) => (
          <li
            key={plan.id}
            className={`flex flex-col rounded-3xl border bg-white p-6 ${
              plan.highlighted ? 'border-rose-300 shadow-lg ring-1 ring-rose-200' : 'border-stone-200'
            }`}
          >
            <h2 className="text-xl font-semibold text-stone-900">{plan.name}</h2>
            <p className="mt-1 text-stone-600">{t(plan.summary)}</p>
            <p className="mt-4">
              <span className="font-display text-4xl font-semibold text-stone-900">
                {plan.price ?? t('pricing.free')}
              </span>
              {plan.price && <span className="text-stone-600"> {t('pricing.perMonth')}</span>}
            </p>
            <ul className="mt-5 flex-1 space-y-2 text-sm text-stone-700">
              {plan.includes.map((item) => (
                <li key={item} className="flex gap-2">
                  <span aria-hidden="true" className="text-rose-600">
                    ✓
                  </span>
                  {t(item)}
                </li>
              ))}
            </ul>
            {plan.id === 'starter' ? (
              <Link to={paths.signup.href()} className="btn-secondary mt-6">
                {t('pricing.getStarted')}
              </Link>
            ) : plan.id === 'premium' ? (
              <Link to={signedIn ? paths.dashboard.href() : paths.signup.href()} className="btn-primary mt-6">
                {t('pricing.choosePremium')}
              </Link>
            ) : (
              <Link to={paths.contactSales.href(plan.id)} className="btn-primary mt-6">
                {t('pricing.talkToUs', { plan: plan.name })}
              </Link>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-8 rounded-2xl bg-emerald-50 px-5 py-4 text-emerald-900">
        <T id="pricing.noPaymentYet" values={{ days: MONEY_BACK_DAYS }} components={{ 0: <strong /> }} />
      </p>
      <Section
        id="pricing-faq"
        title={t('pricing.faqHeading')}
        className="mt-14"
        titleClassName="font-display text-2xl font-semibold text-stone-900"
      >
        <dl className="mt-6 grid gap-6 md:grid-cols-2">
          {PRICING_FAQ.map((item) => (
            <div key={item.question} className="rounded-2xl border border-stone-200 bg-white p-5">
              <dt className="font-semibold text-stone-900">{t(item.question, { days: MONEY_BACK_DAYS })}</dt>
              <dd className="mt-2 text-stone-700">{t(item.answer, { days: MONEY_BACK_DAYS })}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 text-stone-600">
          <T
            id="pricing.enterprise"
            components={{ 0: <Link to={paths.contactSales.href('enterprise')} className="text-link" /> }}
          />
        </p>
      </Section>
    </InfoPage>
  );
}

export { PricingPage as Component };
