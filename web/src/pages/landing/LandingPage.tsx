import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pageTitle } from '../../../../common/brand';
import { Icon } from '../../components/icons';
import { paths } from '../../../../common/paths';
import type { MessageId } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';

function FeatureIcon({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex size-11 items-center justify-center rounded-xl bg-rose-100 text-rose-700">
      <Icon className="size-6">{children}</Icon>
    </span>
  );
}

const features: { title: MessageId; text: MessageId; icon: ReactNode }[] = [
  {
    title: 'landing.guestsTitle',
    text: 'landing.guestsText',
    icon: (
      <>
        <circle cx="9" cy="8" r="3.5" />
        <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />
      </>
    ),
  },
  {
    title: 'landing.eventPagesTitle',
    text: 'landing.eventPagesText',
    icon: (
      <>
        <rect x="3.5" y="5" width="17" height="15" rx="2" />
        <path d="M3.5 10h17M8 3v4M16 3v4" />
      </>
    ),
  },
  {
    title: 'landing.liveTitle',
    text: 'landing.liveText',
    icon: (
      <>
        <path d="M4 8h3l2-2.5h6L17 8h3v11H4z" />
        <circle cx="12" cy="13" r="3.5" />
      </>
    ),
  },
];

const steps: { title: MessageId; text: MessageId }[] = [
  {
    title: 'landing.step1Title',
    text: 'landing.step1Text',
  },
  {
    title: 'landing.step2Title',
    text: 'landing.step2Text',
  },
  {
    title: 'landing.step3Title',
    text: 'landing.step3Text',
  },
];

/** SPEC §9's figures, as the marketing team states them. */
const figures: { value: string; label: MessageId }[] = [
  { value: '1000+', label: 'landing.figureCouples' },
  { value: '50K+', label: 'landing.figurePhotos' },
  { value: '500+', label: 'landing.figurePros' },
  { value: '99.9%', label: 'landing.figureUptime' },
];

const prints = [
  { frame: '-rotate-6 translate-y-4', photo: 'from-rose-200 via-rose-100 to-amber-50' },
  { frame: 'z-10 rotate-3', photo: 'from-amber-100 via-stone-100 to-rose-100' },
  { frame: 'rotate-[8deg] translate-y-6', photo: 'from-stone-200 via-rose-50 to-rose-200' },
];

/** Soft “photo prints” drawn with gradients, so the hero needs no image download. */
function HeroCollage() {
  return (
    <div aria-hidden="true" className="flex items-center justify-center py-6">
      {prints.map((print) => (
        <div
          key={print.photo}
          className={`-mx-4 aspect-[3/4] w-32 rounded-lg bg-white p-2 pb-7 shadow-lg ring-1 ring-stone-200 sm:w-40 ${print.frame}`}
        >
          <div className={`size-full rounded bg-gradient-to-br ${print.photo}`} />
        </div>
      ))}
    </div>
  );
}

function LandingPage() {
  const t = useT();
  return (
    <>
      <title>{pageTitle()}</title>

      <section className="relative overflow-hidden bg-gradient-to-b from-rose-50 via-rose-50/40 to-stone-50">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 pt-12 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-2 lg:gap-12 lg:pt-24 lg:pb-24">
          <div className="text-center lg:text-left">
            <p className="text-sm font-semibold tracking-wide text-rose-700 uppercase">{t('landing.eyebrow')}</p>
            <h1 className="mt-3 font-display text-4xl leading-tight font-semibold tracking-tight text-stone-900 sm:text-5xl lg:text-6xl">
              {t('landing.headline')}
            </h1>
            <p className="mx-auto mt-5 max-w-xl text-lg text-stone-600 lg:mx-0">{t('landing.lead')}</p>
            <div className="mx-auto mt-8 flex max-w-xs flex-col gap-3 sm:max-w-none sm:flex-row sm:justify-center lg:justify-start">
              <Link to={paths.signup.href()} className="btn-primary px-7 text-base">
                {t('landing.getStartedFree')}
              </Link>
              <Link to={paths.login.href()} className="btn-secondary px-7 text-base">
                {t('landing.signIn')}
              </Link>
            </div>
            <p className="mt-6 text-sm text-stone-500">{t('landing.trustLine')}</p>
          </div>
          <HeroCollage />
        </div>
      </section>

      <section aria-label={t('landing.inNumbers')} className="border-y border-stone-200 bg-white">
        <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-8 text-center sm:grid-cols-4 sm:px-6">
          {figures.map((figure) => (
            <div key={figure.label}>
              <dt className="sr-only">{t(figure.label)}</dt>
              <dd>
                <span className="block font-display text-3xl font-semibold text-rose-700">{figure.value}</span>
                <span aria-hidden="true" className="text-sm text-stone-600">
                  {t(figure.label)}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="features-heading" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="features-heading" className="text-center font-display text-3xl font-semibold text-stone-900">
          {t('landing.featuresHeading')}
        </h2>
        <ul className="mt-10 grid gap-5 sm:grid-cols-3">
          {features.map((feature) => (
            <li key={feature.title} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-xs">
              <FeatureIcon>{feature.icon}</FeatureIcon>
              <h3 className="mt-4 text-lg font-semibold text-stone-900">{t(feature.title)}</h3>
              <p className="mt-2 text-stone-600">{t(feature.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-heading" className="bg-white py-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="how-heading" className="text-center font-display text-3xl font-semibold text-stone-900">
            {t('landing.howHeading')}
          </h2>
          <ol className="mt-10 grid gap-8 sm:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="flex gap-4 sm:flex-col sm:items-center sm:text-center">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-rose-600 font-semibold text-white">
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-stone-900">{t(step.title)}</h3>
                  <p className="mt-1 text-stone-600">{t(step.text)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-4xl rounded-3xl bg-gradient-to-br from-rose-600 to-rose-700 px-6 py-12 text-center text-white shadow-lg sm:px-12">
          <h2 id="cta-heading" className="font-display text-3xl font-semibold">
            {t('landing.ctaHeading')}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-rose-100">{t('landing.ctaText')}</p>
          <Link
            to={paths.signup.href()}
            className="btn mt-8 bg-white px-7 text-base text-rose-700 hover:bg-rose-50 focus-visible:outline-white"
          >
            {t('landing.ctaButton')}
          </Link>
        </div>
      </section>
    </>
  );
}

export { LandingPage as Component };
