/** What e2e/seed.ts puts into the e2e server's database before it starts (specs read it). */
export const SEEDED_MESSAGE = {
  name: 'Selin Kaya',
  email: 'selin.kaya@e2e.test',
  company: 'Kaya Events',
  subject: 'Photos from our reception are missing',
  message:
    'Hello, about forty guests uploaded photos at our reception on Saturday, but the host view only shows twelve. Could you check what happened to the rest? The event link is /e/selin-and-deniz.',
  priority: 'HIGH',
} as const;
