// Which plans an account can take by itself, and what it is told otherwise (issue 36). The API refuses a
// business plan with BUSINESS_PLAN_MESSAGE; the dashboard and the pricing page offer only SELF_SERVE_PLANS.
// One home, so the page and the server cannot tell two stories. No payment is taken yet: choosing a plan
// records it on the account, nothing more.

/** Every plan an account can be on; the database enum `Plan` holds the same values. */
export const PLAN_IDS = ['STARTER', 'PREMIUM', 'PROFESSIONAL', 'ENTERPRISE'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** The plans a signed-in user may switch to themselves (back to Starter included). */
export const SELF_SERVE_PLANS: readonly PlanId[] = ['STARTER', 'PREMIUM'];

export function isSelfServePlan(plan: PlanId): boolean {
  return SELF_SERVE_PLANS.includes(plan);
}

/** How each plan is called on screen. */
export const PLAN_NAMES: Record<PlanId, string> = {
  STARTER: 'Starter',
  PREMIUM: 'Premium',
  PROFESSIONAL: 'Professional',
  ENTERPRISE: 'Enterprise',
};

/** Said wherever a plan is chosen: what choosing it does and does not do today. */
export const NO_PAYMENT_YET =
  'No payment is taken yet: choosing a plan records it on your account, and we will write to you before anything is ever charged.';

/** Why a business plan cannot be chosen here, and where to go instead. */
export function businessPlanMessage(plan: PlanId): string {
  return `${PLAN_NAMES[plan]} is arranged with our sales team: send an inquiry from /contact-sales?plan=${plan.toLowerCase()}.`;
}
