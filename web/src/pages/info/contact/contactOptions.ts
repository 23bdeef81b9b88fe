// The sales form's option lists (SPEC §5). The server accepts exactly these values
// (api/src/modules/contact/contact-priority.ts); the labels are ours.

export const TEAM_SIZES = ['1-5', '6-20', '21-50', '51-100', '100+'] as const;
export const EVENT_VOLUMES = ['1-10', '11-25', '26-50', '51-100', '100+'] as const;
export const TIMELINES = [
  { value: 'immediately', label: 'Immediately' },
  { value: '1-month', label: 'Within 1 month' },
  { value: '3-months', label: 'Within 3 months' },
  { value: '6-months', label: 'Within 6 months' },
  { value: 'exploring', label: 'Just exploring' },
] as const;

/** Longest text the server takes per field (api/src/modules/contact/contact.service.ts). */
export const CONTACT_MAX = { name: 100, email: 254, subject: 200, message: 5000, phone: 40, company: 200 } as const;

/** SPEC §9: support and sales answer within 24 hours. */
export const RESPONSE_PROMISE = 'We answer within 24 hours.';
