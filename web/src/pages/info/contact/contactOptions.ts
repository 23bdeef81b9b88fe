// The sales form's option lists (SPEC §5). The server accepts exactly these values
// (api/src/modules/contact/contact-priority.ts); the labels are ours (app part `contact`).
import type { MessageId } from '../../../i18n/i18n';

export const TEAM_SIZES = ['1-5', '6-20', '21-50', '51-100', '100+'] as const;
export const EVENT_VOLUMES = ['1-10', '11-25', '26-50', '51-100', '100+'] as const;
export const TIMELINES: readonly { value: string; label: MessageId }[] = [
  { value: 'immediately', label: 'contact.timelineNow' },
  { value: '1-month', label: 'contact.timeline1' },
  { value: '3-months', label: 'contact.timeline3' },
  { value: '6-months', label: 'contact.timeline6' },
  { value: 'exploring', label: 'contact.timelineExploring' },
];

/** Longest text the server takes per field (api/src/modules/contact/contact.service.ts). */
export const CONTACT_MAX = { name: 100, email: 254, subject: 200, message: 5000, phone: 40, company: 200 } as const;
