export const MANAGE_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'uploads', label: 'Uploads' },
  { id: 'rsvps', label: 'RSVPs' },
  { id: 'guestbook', label: 'Guestbook' },
  { id: 'settings', label: 'Settings' },
] as const;

export type ManageTab = (typeof MANAGE_TABS)[number]['id'];
