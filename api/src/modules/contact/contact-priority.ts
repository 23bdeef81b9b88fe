import type { ContactPriority } from '../../generated/prisma/enums.ts';

/** The form's option lists (SPEC §5, sales form); the server accepts exactly these. */
export const TEAM_SIZES = ['1-5', '6-20', '21-50', '51-100', '100+'] as const;
export const EVENT_VOLUMES = ['1-10', '11-25', '26-50', '51-100', '100+'] as const;
export const TIMELINES = ['immediately', '1-month', '3-months', '6-months', 'exploring'] as const;
export const SALES_PLANS = ['premium', 'professional', 'enterprise'] as const;

export interface PriorityFacts {
  kind: 'general' | 'sales';
  subject: string;
  eventVolume?: (typeof EVENT_VOLUMES)[number] | null | undefined;
  timeline?: (typeof TIMELINES)[number] | null | undefined;
}

const LEVELS: readonly ContactPriority[] = ['LOW', 'NORMAL', 'HIGH', 'URGENT'];

/** Words in a subject that mean a couple or a host is stuck now (often on the day of the event). */
const URGENT_WORDING =
  /\b(urgent|asap|emergency|immediately|right now|today|tonight|down|not working|can'?t (log ?in|sign ?in|upload)|cannot (log ?in|sign ?in|upload)|lost|missing)\b/i;
/** Wording of a message that asks for nothing now. */
const LOW_WORDING = /\b(feedback|suggestion|idea|feature request|just saying)\b/i;

/**
 * Where a new inbox message ranks (the rules the README and the admin inbox rely on):
 * - a general message starts at NORMAL, a sales inquiry at HIGH (someone wants to buy);
 * - a sales inquiry for 51 or more events a month, or to start immediately or within a month, goes up a level
 *   for each of the two;
 * - urgent wording in the subject ('urgent', 'today', 'down', 'can't upload', 'missing'…) goes up a level;
 * - a general message whose subject is only feedback or an idea, with no urgent wording, goes down to LOW;
 * - never above URGENT.
 */
export function contactPriority(facts: PriorityFacts): ContactPriority {
  let level = facts.kind === 'sales' ? 2 : 1;
  if (facts.kind === 'sales') {
    if (facts.eventVolume === '51-100' || facts.eventVolume === '100+') level += 1;
    if (facts.timeline === 'immediately' || facts.timeline === '1-month') level += 1;
  }
  const urgent = URGENT_WORDING.test(facts.subject);
  if (urgent) level += 1;
  else if (facts.kind === 'general' && LOW_WORDING.test(facts.subject)) level -= 1;
  return LEVELS[Math.min(level, LEVELS.length - 1)]!;
}
