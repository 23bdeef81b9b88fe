// Plans and prices (SPEC §2, §9). Payment is not built into the product: paid plans start with a
// conversation with sales, so every paid plan's button goes to /contact-sales?plan={id}.

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
      '1 event',
      'Up to 500 photos',
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
    summary: 'For couples with more than one party to share.',
    highlighted: true,
    includes: [
      '5 events',
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
    question: 'What happens when I reach 500 photos on Starter?',
    answer:
      'Your event keeps working and no photo is lost. Write to us and we move you to Premium, where photos are unlimited.',
  },
  {
    question: 'How do I pay for Premium or Professional?',
    answer:
      'Send us a short inquiry from the plan’s button. We set the plan up with you and invoice monthly; there is no card form on this site.',
  },
  {
    question: `What is the ${MONEY_BACK_DAYS}-day money-back guarantee?`,
    answer: `If a paid plan is not right for you, ask within ${MONEY_BACK_DAYS} days of paying and we refund that payment in full.`,
  },
  {
    question: 'What happens to our photos if we cancel?',
    answer: `Everything stays available for ${DATA_KEPT_DAYS} days after cancellation, so you can download your ZIP. After that it is deleted.`,
  },
  {
    question: 'Can a photographer run events for several couples?',
    answer:
      'Yes. Professional has no event limit; add each couple as a co-host of their own event so they can approve photos too.',
  },
];
