import type { MessageId } from '../../../i18n/i18n';

/** The tabs, each with its label's message id. */
export const MANAGE_TABS = [
  { id: 'overview', label: 'manage.tab.overview' },
  { id: 'uploads', label: 'manage.tab.uploads' },
  { id: 'rsvps', label: 'manage.tab.rsvps' },
  { id: 'guestbook', label: 'manage.tab.guestbook' },
  { id: 'settings', label: 'manage.tab.settings' },
] as const satisfies readonly { id: string; label: MessageId }[];

export type ManageTab = (typeof MANAGE_TABS)[number]['id'];
