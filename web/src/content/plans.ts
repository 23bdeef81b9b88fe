// Plans and prices (SPEC §2, §9), told the same way on /pricing, /contact-sales and the dashboard (issue 36).
// No payment is taken in the product: a couple chooses Premium in the dashboard (recorded on the account,
// common/plans.ts), business plans start with a conversation with sales (/contact-sales?plan={id}).
// Event and photo counts are what each plan is sized for, not locks: nothing refuses a second event or a
// 501st photo, so no sentence here may say otherwise.

export interface Plan {
  id: 'starter' | 'premium' | 'professional';
  name: string;
  price: string;
  period: string | null;
  summary: string;
  includes: string[];
  highlighted?: boolean;
}

export const PLANS: Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: 'Free',
    period: null,
    summary: 'One celebration, everything guests need.',
    includes: [
      'Made for 1 event and about 500 photos (nothing is locked past that)',
      'Event page with countdown, details and map',
      'RSVPs with guest counts and notes',
      'Optional PIN and photo moderation',
      'Download approved photos as a ZIP',
    ],
  },
  {
    id: 'premium',
    name: 'Premium',
    price: '$19',
    period: 'per month',
    summary: 'For couples with more than one party to share. Choose it yourself in your dashboard.',
    highlighted: true,
    includes: [
      'Made for up to 5 events',
      'Unlimited photos',
      'Co-hosts who help you moderate',
      'Live slideshow for the venue screen',
      'Printable QR table cards',
      'RSVP export as CSV',
    ],
  },
  {
    id: 'professional',
    name: 'Professional',
    price: '$49',
    period: 'per month',
    summary: 'For photographers and planners running many weddings.',
    includes: [
      'Unlimited events',
      'Unlimited photos',
      'Everything in Premium',
      'One dashboard for all your clients’ events',
      'GraphQL API for your own tools',
      'Priority answers from support',
    ],
  },
];

export const MONEY_BACK_DAYS = 30;
export const DATA_KEPT_DAYS = 30;

export const PRICING_FAQ: { question: string; answer: string }[] = [
  {
    question: 'Do guests need an account or an app?',
    answer:
      'No. Guests open your link (and type the PIN if you set one), RSVP and upload from the phone browser they already have.',
  },
  {
    question: 'What happens when I go past 1 event or 500 photos on Starter?',
    answer:
      'Nothing is locked: your events keep working and no photo is lost. If you celebrate more than once, choose Premium in your dashboard.',
  },
  {
    question: 'How do I pay for Premium or Professional?',
    answer:
      'You do not pay anything yet. Premium is chosen in your dashboard and recorded on your account; we will write to you before anything is ever charged. Professional and Enterprise are agreed with our sales team from the plan’s button. There is no card form on this site.',
  },
  {
    question: `What is the ${MONEY_BACK_DAYS}-day money-back guarantee?`,
    answer: `It applies once a plan is charged: ask within ${MONEY_BACK_DAYS} days of a payment and we refund that payment in full.`,
  },
  {
    question: 'Can we go back to Starter?',
    answer: 'Yes, from your dashboard, whenever you like. Your events and photos stay as they are.',
  },
  {
    question: 'Can a photographer run events for several couples?',
    answer:
      'Yes. Professional has no event limit; add each couple as a co-host of their own event so they can approve photos too.',
  },
];
