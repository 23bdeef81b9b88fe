import { Link } from 'react-router';
import { MONEY_BACK_DAYS, PLANS, PRICING_FAQ } from '../../content/plans';
import { paths } from '../../../../common/paths';
import { NO_PAYMENT_YET } from '../../../../common/plans';
import { useSession } from '../../session/useSession';
import { InfoPage } from './InfoPage';
import { Section } from '../../components/Section';

function PricingPage() {
  // Premium is taken in the dashboard; a visitor signs up first.
  const signedIn = useSession().viewer !== null;
  return (
    <InfoPage
      path="/pricing"
      heading="Pricing"
      wide
      intro="Start free with one event. Couples choose Premium themselves in their dashboard; Professional and Enterprise are set up with our sales team."
    >
      <ul className="grid gap-6 lg:grid-cols-3">
        {PLANS.map((plan) => (
          <li
            key={plan.id}
            className={`flex flex-col rounded-3xl border bg-white p-6 ${
              plan.highlighted ? 'border-rose-300 shadow-lg ring-1 ring-rose-200' : 'border-stone-200'
            }`}
          >
            <h2 className="text-xl font-semibold text-stone-900">{plan.name}</h2>
            <p className="mt-1 text-stone-600">{plan.summary}</p>
            <p className="mt-4">
              <span className="font-display text-4xl font-semibold text-stone-900">{plan.price}</span>
              {plan.period && <span className="text-stone-600"> {plan.period}</span>}
            </p>
            <ul className="mt-5 flex-1 space-y-2 text-sm text-stone-700">
              {plan.includes.map((item) => (
                <li key={item} className="flex gap-2">
                  <span aria-hidden="true" className="text-rose-600">
                    ✓
                  </span>
                  {item}
                </li>
              ))}
            </ul>
            {plan.id === 'starter' ? (
              <Link to={paths.signup.href()} className="btn-secondary mt-6">
                Get Started
              </Link>
            ) : plan.id === 'premium' ? (
              <Link to={signedIn ? paths.dashboard.href() : paths.signup.href()} className="btn-primary mt-6">
                Choose Premium
              </Link>
            ) : (
              <Link to={paths.contactSales.href(plan.id)} className="btn-primary mt-6">
                Talk to us about {plan.name}
              </Link>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-8 rounded-2xl bg-emerald-50 px-5 py-4 text-emerald-900">
        <strong>{NO_PAYMENT_YET}</strong> Once a plan is charged, a {MONEY_BACK_DAYS}-day money-back guarantee applies.
      </p>
      <Section
        id="pricing-faq"
        title="Questions about plans"
        className="mt-14"
        titleClassName="font-display text-2xl font-semibold text-stone-900"
      >
        <dl className="mt-6 grid gap-6 md:grid-cols-2">
          {PRICING_FAQ.map((item) => (
            <div key={item.question} className="rounded-2xl border border-stone-200 bg-white p-5">
              <dt className="font-semibold text-stone-900">{item.question}</dt>
              <dd className="mt-2 text-stone-700">{item.answer}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 text-stone-600">
          Running more than a few dozen events a month?{' '}
          <Link to={paths.contactSales.href('enterprise')} className="text-link">
            Ask about Enterprise
          </Link>
          .
        </p>
      </Section>
    </InfoPage>
  );
}

export { PricingPage as Component };
