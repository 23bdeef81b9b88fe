import type { MessageId } from '../../i18n/i18n';

/** The panel's tabs, in order, with SPEC §8's message when a tab's data cannot be loaded (message ids). */
export const ADMIN_TABS = [
  { id: 'dashboard', label: 'admin.tab.dashboard', loadError: 'admin.loadError.dashboard' },
  { id: 'users', label: 'admin.tab.users', loadError: 'admin.loadError.users' },
  { id: 'events', label: 'admin.tab.events', loadError: 'admin.loadError.events' },
  { id: 'inbox', label: 'admin.tab.inbox', loadError: 'admin.loadError.inbox' },
  { id: 'emails', label: 'admin.tab.emails', loadError: 'admin.loadError.emails' },
  { id: 'uploads', label: 'admin.tab.uploads', loadError: 'admin.loadError.uploads' },
  { id: 'audit', label: 'admin.tab.audit', loadError: 'admin.loadError.audit' },
  { id: 'system', label: 'admin.tab.system', loadError: 'admin.loadError.system' },
] as const satisfies readonly { id: string; label: MessageId; loadError: MessageId }[];

/** SPEC §8's message when one event's details (opened from the Events tab) cannot be loaded. */
export const EVENT_DETAILS_LOAD_ERROR: MessageId = 'admin.loadError.eventDetails';

export type AdminTab = (typeof ADMIN_TABS)[number]['id'];

export function adminTabOf(value: string | null): (typeof ADMIN_TABS)[number] {
  return ADMIN_TABS.find((tab) => tab.id === value) ?? ADMIN_TABS[0];
}

/** Rows per page of every admin list (SPEC §9). */
export const ADMIN_PAGE_SIZE = 20;
