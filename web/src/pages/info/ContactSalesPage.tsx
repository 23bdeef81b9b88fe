import type { ComponentProps } from 'react';
import { Link, useSearchParams } from 'react-router';
import { parseSalesPlan, paths, type SalesPlan } from '../../../../common/paths';
import { PLANS } from '../../content/plans';
import type { MessageId } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import { SelectField, TextAreaField, TextField } from '../../components/form';
import { ContactForm } from './contact/ContactFields';
import { EVENT_VOLUMES, TEAM_SIZES, TIMELINES } from './contact/contactOptions';
import { usePublicPageTitle } from './publicTitle';
import { useContactForm } from './contact/useContactForm';

/** Monthly price of a plan as the pricing page shows it, so the two pages cannot disagree (issue 36). */
function priceOf(id: 'premium' | 'professional'): string | null {
  return PLANS.find((candidate) => candidate.id === id)?.price ?? null;
}

/** What each plan card says; Premium is self-serve, so its card sends couples to the dashboard first. */
const PLAN_CARDS: Record<SalesPlan, { name: string; price: string | null; text: MessageId; selfServe?: boolean }> = {
  premium: {
    name: 'Premium',
    price: priceOf('premium'),
    text: 'contact.premiumText',
    selfServe: true,
  },
  professional: {
    name: 'Professional',
    price: priceOf('professional'),
    text: 'contact.professionalText',
  },
  enterprise: {
    name: 'Enterprise',
    price: null,
    text: 'contact.enterpriseText',
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
  const t = useT();
  return <SelectField optional placeholder={t('contact.choose')} {...props} />;
}

function ContactSalesPage() {
  const title = usePublicPageTitle('/contact-sales');
  const t = useT();
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
      <title>{title}</title>
      <h1 className="font-display text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">
        {t('contact.salesHeading')}
      </h1>
      <p className="mt-3 max-w-2xl text-stone-600">{t('contact.salesIntro')}</p>
      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        <section aria-labelledby="plan-name" className="h-fit rounded-2xl border border-rose-200 bg-rose-50 p-6">
          <p className="text-sm font-semibold uppercase tracking-wide text-rose-700">{t('contact.yourPlan')}</p>
          <h2 id="plan-name" className="mt-1 font-display text-2xl font-semibold text-stone-900">
            {card.name}
          </h2>
          <p className="mt-1 text-lg font-semibold text-rose-800">
            {card.price ? t('contact.pricePerMonth', { price: card.price }) : t('contact.quote')}
          </p>
          <p className="mt-3 text-sm text-stone-700">{t(card.text)}</p>
          {card.selfServe && (
            <p className="mt-3 text-sm">
              <Link to={paths.dashboard.href()} className="text-link">
                {t('contact.choosePremium')}
              </Link>
            </p>
          )}
          <p className="mt-3 text-sm text-stone-600">{t('contact.noPaymentYet')}</p>
        </section>
        <div className="lg:col-span-2">
          <ContactForm
            contact={contact}
            submitLabel={t('contact.sendInquiry')}
            sent={{
              title: t('contact.salesSentTitle'),
              again: t('contact.sendAnotherInquiry'),
              text: t('contact.salesSentText', { plan: card.name }),
            }}
          >
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField label={t('contact.name')} required autoComplete="name" {...bind('name')} />
              <TextField label={t('contact.workEmail')} type="email" required autoComplete="email" {...bind('email')} />
              <TextField label={t('contact.company')} required autoComplete="organization" {...bind('company')} />
              <TextField label={t('contact.phone')} optional type="tel" autoComplete="tel" {...bind('phone')} />
              <Choice label={t('contact.teamSize')} options={asOptions(TEAM_SIZES)} {...bind('teamSize')} />
              <Choice label={t('contact.eventsPerMonth')} options={asOptions(EVENT_VOLUMES)} {...bind('eventVolume')} />
              <Choice
                label={t('contact.whenStart')}
                options={TIMELINES.map(({ value, label }) => ({ value, label: t(label) }))}
                {...bind('timeline')}
              />
            </div>
            <TextAreaField label={t('contact.whatNeed')} required rows={6} {...bind('message')} />
          </ContactForm>
        </div>
      </div>
    </div>
  );
}

export { ContactSalesPage as Component };
