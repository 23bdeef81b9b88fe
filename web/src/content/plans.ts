// Plans and prices (SPEC §2, §9), told the same way on /pricing, /contact-sales and the dashboard (issue 36).
// No payment is taken in the product: a couple chooses Premium in the dashboard (recorded on the account,
// common/plans.ts), business plans start with a conversation with sales (/contact-sales?plan={id}).
// Event and photo counts are what each plan is sized for, not locks: nothing refuses a second event or a
// 501st photo, so no sentence here may say otherwise.

// The words are catalog messages (app part `pricing`), resolved where they are shown; plan names are the
// product's own names and read the same in every language.
import type { MessageId } from '../i18n/i18n';

export interface Plan {
  id: 'starter' | 'premium' | 'professional';
  name: string;
  /** The monthly price; null for the free plan. */
  price: string | null;
  summary: MessageId;
  includes: MessageId[];
  highlighted?: boolean;
}

export const PLANS: Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: null,
    summary: 'pricing.starterSummary',
    includes: [
      'pricing.starterEvents',
      'pricing.starterPage',
      'pricing.starterRsvps',
      'pricing.starterPin',
      'pricing.starterZip',
    ],
  },
  {
    id: 'premium',
    name: 'Premium',
    price: '$19',
    summary: 'pricing.premiumSummary',
    highlighted: true,
    includes: [
      'pricing.premiumEvents',
      'pricing.unlimitedPhotos',
      'pricing.premiumCohosts',
      'pricing.premiumSlideshow',
      'pricing.premiumCards',
      'pricing.premiumCsv',
    ],
  },
  {
    id: 'professional',
    name: 'Professional',
    price: '$49',
    summary: 'pricing.professionalSummary',
    includes: [
      'pricing.professionalEvents',
      'pricing.unlimitedPhotos',
      'pricing.professionalEverything',
      'pricing.professionalDashboard',
      'pricing.professionalApi',
      'pricing.professionalSupport',
    ],
  },
];

export const MONEY_BACK_DAYS = 30;
export const DATA_KEPT_DAYS = 30;

/** The questions on /pricing; their messages take `{days}` (MONEY_BACK_DAYS). */
export const PRICING_FAQ: { question: MessageId; answer: MessageId }[] = [
  { question: 'pricing.faqAccountQ', answer: 'pricing.faqAccountA' },
  { question: 'pricing.faqLimitsQ', answer: 'pricing.faqLimitsA' },
  { question: 'pricing.faqPayQ', answer: 'pricing.faqPayA' },
  { question: 'pricing.faqRefundQ', answer: 'pricing.faqRefundA' },
  { question: 'pricing.faqDowngradeQ', answer: 'pricing.faqDowngradeA' },
  { question: 'pricing.faqPhotographerQ', answer: 'pricing.faqPhotographerA' },
];
