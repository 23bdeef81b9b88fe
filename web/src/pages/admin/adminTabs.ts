/** The panel's tabs, in order, with SPEC §8's message when a tab's data cannot be loaded. */
export const ADMIN_TABS = [
  { id: 'dashboard', label: 'Dashboard', loadError: 'Failed to load dashboard data' },
  { id: 'users', label: 'Users', loadError: 'Failed to load users' },
  { id: 'events', label: 'Events', loadError: 'Failed to load events' },
  { id: 'inbox', label: 'Inbox', loadError: 'Failed to load contact messages' },
  { id: 'emails', label: 'Emails', loadError: 'Failed to load emails' },
  { id: 'uploads', label: 'Uploads', loadError: 'Failed to load uploads' },
  { id: 'audit', label: 'Audit Logs', loadError: 'Failed to load audit logs' },
  { id: 'system', label: 'System', loadError: 'Failed to load system status' },
] as const;

/** SPEC §8's message when one event's details (opened from the Events tab) cannot be loaded. */
export const EVENT_DETAILS_LOAD_ERROR = 'Failed to load event details';

export type AdminTab = (typeof ADMIN_TABS)[number]['id'];

export function adminTabOf(value: string | null): (typeof ADMIN_TABS)[number] {
  return ADMIN_TABS.find((tab) => tab.id === value) ?? ADMIN_TABS[0];
}

/** Rows per page of every admin list (SPEC §9). */
export const ADMIN_PAGE_SIZE = 20;
