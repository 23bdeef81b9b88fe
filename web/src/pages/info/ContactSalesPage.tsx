import type { ComponentProps } from 'react';
import { Link, useSearchParams } from 'react-router';
import { pageTitle } from '../../../../common/brand';
import { publicPage } from '../../../../common/public-pages';
import { parseSalesPlan, paths, type SalesPlan } from '../../../../common/paths';
import { NO_PAYMENT_YET } from '../../../../common/plans';
import { PLANS } from '../../content/plans';
import { SelectField, TextAreaField, TextField } from '../../components/form';
import { ContactForm } from './contact/ContactFields';
import { EVENT_VOLUMES, RESPONSE_PROMISE, TEAM_SIZES, TIMELINES } from './contact/contactOptions';
import { useContactForm } from './contact/useContactForm';

/** Price line of a plan as the pricing page shows it, so the two pages cannot disagree (issue 36). */
function priceOf(id: 'premium' | 'professional'): string {
  const plan = PLANS.find((candidate) => candidate.id === id);
  return plan ? [plan.price, plan.period].filter(Boolean).join(' ') : '';
}

/** What each plan card says; Premium is self-serve, so its card sends couples to the dashboard first. */
const PLAN_CARDS: Record<SalesPlan, { name: string; price: string; text: string; selfServe?: boolean }> = {
  premium: {
    name: 'Premium',
    price: priceOf('premium'),
    text: 'Couples choose Premium themselves in their dashboard. Write to us if you are a small studio or want help setting your events up.',
    selfServe: true,
  },
  professional: {
    name: 'Professional',
    price: priceOf('professional'),
    text: 'For photographers and planners running many weddings: unlimited events, co-hosts, ZIP downloads for every client.',
  },
  enterprise: {
    name: 'Enterprise',
    price: 'Contact for Quote',
    text: 'For venues and agencies: volume pricing, your own domain and Google Cloud Storage bucket, and the GraphQL API for your own tools.',
  },
};

const EMPTY = {
  name: '',
  email: '',
  company: '',
  phone: '',
  teamSize: '',
  eventVolume: '',
  timeline: '',
  message: '',
  website: '',
};
const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The sales form's optional choices: 'Choose…' stands for none. */
function Choice({ maxLength: _noCap, ...props }: ComponentProps<typeof SelectField> & { maxLength?: number }) {
  return <SelectField optional placeholder="Choose…" {...props} />;
}

function ContactSalesPage() {
  const [searchParams] = useSearchParams();
  const plan = parseSalesPlan(searchParams.get('plan'));
  const card = PLAN_CARDS[plan];
  const contact = useContactForm(EMPTY, ({ teamSize, eventVolume, timeline, ...rest }) => ({
    ...rest,
    planInterest: plan,
    teamSize: teamSize || null,
    eventVolume: eventVolume || null,
    timeline: timeline || null,
  }));
  const { bind } = contact;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{pageTitle(publicPage('/contact-sales').title ?? undefined)}</title>
      <h1 className="font-display text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">Contact Sales</h1>
      <p className="mt-3 max-w-2xl text-stone-600">
        Tell us how many events you run and when you want to start. {RESPONSE_PROMISE}
      </p>
      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        <section aria-labelledby="plan-name" className="h-fit rounded-2xl border border-rose-200 bg-rose-50 p-6">
          <p className="text-sm font-semibold uppercase tracking-wide text-rose-700">Your plan</p>
          <h2 id="plan-name" className="mt-1 font-display text-2xl font-semibold text-stone-900">
            {card.name}
          </h2>
          <p className="mt-1 text-lg font-semibold text-rose-800">{card.price}</p>
          <p className="mt-3 text-sm text-stone-700">{card.text}</p>
          {card.selfServe && (
            <p className="mt-3 text-sm">
              <Link to={paths.dashboard.href()} className="text-link">
                Choose Premium in your dashboard
              </Link>
            </p>
          )}
          <p className="mt-3 text-sm text-stone-600">{NO_PAYMENT_YET}</p>
        </section>
        <div className="lg:col-span-2">
          <ContactForm
            contact={contact}
            submitLabel="Send Inquiry"
            sent={{
              title: 'Thank You!',
              again: 'Send Another Inquiry',
              text: `Your inquiry about the ${card.name} plan reached our sales team. ${RESPONSE_PROMISE}`,
            }}
          >
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField label="Name" required autoComplete="name" {...bind('name')} />
              <TextField label="Work email" type="email" required autoComplete="email" {...bind('email')} />
              <TextField label="Company" required autoComplete="organization" {...bind('company')} />
              <TextField label="Phone" optional type="tel" autoComplete="tel" {...bind('phone')} />
              <Choice label="Team size" options={asOptions(TEAM_SIZES)} {...bind('teamSize')} />
              <Choice label="Events per month" options={asOptions(EVENT_VOLUMES)} {...bind('eventVolume')} />
              <Choice label="When do you want to start?" options={TIMELINES} {...bind('timeline')} />
            </div>
            <TextAreaField label="What do you need?" required rows={6} {...bind('message')} />
          </ContactForm>
        </div>
      </div>
    </div>
  );
}

export { ContactSalesPage as Component };
