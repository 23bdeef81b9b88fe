import type { User } from '../generated/prisma/client.ts';

// Every domain that authorizes a signed-in user's action (events, hosts, covers, downloads, webhooks)
// takes an Actor; it lives here, below the domains, so none of them imports another's service for it.

/** Who is acting, for authorization and the audit log. */
export interface Actor {
  user: User;
  ip: string;
}
