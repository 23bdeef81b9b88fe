// The release notes in English, the source the other languages are written from (./releases.ts has
// versions and dates). No imports: the browser tests read it as it is; ./releases.ts checks its shape where
// it loads it.

const texts = {
  'v1.2.0': {
    title: 'Live moderation, the venue slideshow and the admin panel',
    changes: [
      'Your uploads tab updates live while guests upload; approvals reach open guest galleries within a second.',
      'A full-screen slideshow at /e/your-link/live for the venue screen, with a QR code that invites the room.',
      'Download every approved original as one ZIP and every RSVP as a CSV file.',
      'Co-hosts: add a sibling or your planner to moderate and read RSVPs with you.',
      'A contact form and a sales inquiry form that reach our support inbox.',
      'A super-admin panel for users, events, takedowns, the inbox and the audit log.',
    ],
  },
  'v1.1.0': {
    title: 'The guest page',
    changes: [
      'A phone-first page for guests with a countdown, the details, a map and a PIN gate.',
      'RSVPs with guest counts and notes; guests can change their answer from the same phone for 30 days.',
      'Photo uploads from the browser, including iPhone HEIC photos, up to 25 MB each.',
      'Every photo is checked, turned upright and copied without location data before guests see it.',
    ],
  },
  'v1.0.0': {
    title: 'Events for hosts',
    changes: [
      'Sign up, create an event with its own link, venue, map pin and cover photo.',
      'Optional PIN, visibility by link, activate or deactivate an event at any time.',
      'A dashboard of your events with countdowns, counts and a share menu.',
      'QR codes and a printable table card for every event.',
    ],
  },
};

export default texts;
