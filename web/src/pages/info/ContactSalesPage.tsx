import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { pageTitle } from '../../brand';
import { publicPage } from '../../content/publicPages';
import { parseSalesPlan, type SalesPlan } from '../../paths';
import { ContactFormEnd, ContactInput, ContactSelect, ContactTextArea, SentNotice } from './contact/ContactFields';
import { EVENT_VOLUMES, RESPONSE_PROMISE, TEAM_SIZES, TIMELINES } from './contact/contactOptions';
import { useContactFields, useContactForm } from './contact/useContactForm';

/** SPEC §2: what each plan card says (the price line is SPEC's, word for word). */
const PLAN_CARDS: Record<SalesPlan, { name: string; price: string; text: string }> = {
  premium: {
    name: 'Premium',
    price: 'Custom Pricing',
    text: 'For couples and small studios: five events at a time, unlimited photos, and help setting them up.',
  },
  professional: {
    name: 'Professional',
    price: 'Enterprise Pricing',
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

function ContactSalesPage() {
  const [searchParams] = useSearchParams();
  const plan = parseSalesPlan(searchParams.get('plan'));
  const card = PLAN_CARDS[plan];
  const { state, error, fieldErrors, send, reset } = useContactForm();
  const { form, bind, clear } = useContactFields(EMPTY, fieldErrors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { teamSize, eventVolume, timeline, ...rest } = form;
    const sent = await send({
      ...rest,
      planInterest: plan,
      teamSize: teamSize || null,
      eventVolume: eventVolume || null,
      timeline: timeline || null,
    });
    if (sent) clear();
  };

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
        </section>
        <div className="lg:col-span-2">
          {state === 'sent' ? (
            <SentNotice title="Thank You!" again="Send Another Inquiry" onAgain={reset}>
              Your inquiry about the {card.name} plan reached our sales team. {RESPONSE_PROMISE}
            </SentNotice>
          ) : (
            <form
              className="relative space-y-5 rounded-2xl border border-stone-200 bg-white p-6"
              onSubmit={(event) => void submit(event)}
            >
              <div className="grid gap-5 sm:grid-cols-2">
                <ContactInput label="Name" required autoComplete="name" {...bind('name')} />
                <ContactInput label="Work email" type="email" required autoComplete="email" {...bind('email')} />
                <ContactInput label="Company" required autoComplete="organization" {...bind('company')} />
                <ContactInput label="Phone" type="tel" autoComplete="tel" {...bind('phone')} />
                <ContactSelect label="Team size" options={asOptions(TEAM_SIZES)} {...bind('teamSize')} />
                <ContactSelect label="Events per month" options={asOptions(EVENT_VOLUMES)} {...bind('eventVolume')} />
                <ContactSelect label="When do you want to start?" options={TIMELINES} {...bind('timeline')} />
              </div>
              <ContactTextArea label="What do you need?" required {...bind('message')} />
              <ContactFormEnd trap={bind('website')} error={error} busy={state === 'submitting'} label="Send Inquiry" />
            </form>
          )}
        </div>
      </div>
    </div>
  );
}

export { ContactSalesPage as Component };
